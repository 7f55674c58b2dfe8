/** A value of Stripe's form encoding: `a[b][c]=1`, `list[]=x` and `list[0]=x` nest as objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Decodes an `application/x-www-form-urlencoded` body the way Stripe's API reads it. */
export function decodeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    let node: FormObject | FormValue[] = root;
    path.forEach((key, index) => {
      const last = index === path.length - 1;
      const nextIsList = !last && (path[index + 1] === '' || /^\d+$/.test(path[index + 1]!));
      if (Array.isArray(node)) {
        const position = key === '' ? node.length : Number(key);
        if (last) node[position] = value;
        else node = (node[position] ??= nextIsList ? [] : {}) as FormObject | FormValue[];
      } else {
        if (isPrototypeKey(key)) return;
        if (last) node[key] = value;
        else node = (node[key] ??= nextIsList ? [] : {}) as FormObject | FormValue[];
      }
    });
  }
  return root;
}

const isPrototypeKey = (key: string) => key === '__proto__' || key === 'constructor' || key === 'prototype';

export function stringAt(form: FormObject, ...path: string[]): string | undefined {
  let node: FormValue | undefined = form;
  for (const key of path) {
    if (node === undefined || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = Object.hasOwn(node, key) ? node[key] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

export function objectAt(form: FormObject, key: string): Record<string, string> {
  const node = Object.hasOwn(form, key) ? form[key] : undefined;
  if (!node || typeof node === 'string' || Array.isArray(node)) return {};
  return Object.fromEntries(
    Object.entries(node).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
}
