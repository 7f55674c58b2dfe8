/**
 * Words a person reads, written into the web app's JSX rather than taken from a catalogue: they would stay English on
 * a Spanish page. Flags JSX text with letters in it, string children (`{'Save'}`) and the attributes a person reads or
 * hears (labels, titles, placeholders, alternative texts). Names that are not words (an id, a class) are left alone.
 */
const readAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'label',
  'placeholder',
  'title',
]);
const words = /\p{L}/u;
const message =
  "The words a person reads come from the feature's catalogue (useT): see CONTRIBUTING.md, 'Texts and languages'.";

export const literalTexts = {
  meta: { type: 'problem', docs: { description: 'Keeps readable words in catalogues' }, schema: [] },
  create(context) {
    const flag = (node) => context.report({ node, message });
    return {
      JSXText(node) {
        if (words.test(node.value)) flag(node);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        const { expression } = node;
        if (
          expression.type === 'Literal' &&
          typeof expression.value === 'string' &&
          words.test(expression.value)
        )
          flag(node);
        if (
          expression.type === 'TemplateLiteral' &&
          expression.quasis.some((part) => words.test(part.value.raw))
        )
          flag(node);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!readAttributes.has(name) || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : null;
        if (typeof value === 'string' && words.test(value)) flag(node);
      },
    };
  },
};
