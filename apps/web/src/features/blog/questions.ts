export interface BlogQuestion {
  /** The question's texts in the blog catalogue: `{id}.question` and `{id}.answer.1` to `.3`. */
  id: 'react-state' | 'react-angular-vue' | 'prototypal-inheritance' | 'unit-tests';
}

/** The answers' paragraphs, in order. */
export const answerParagraphs = [1, 2, 3] as const;

/** The static questions and answers of the blog page, in order; their words are in the blog catalogue. */
export const blogQuestions: readonly BlogQuestion[] = [
  { id: 'react-state' },
  { id: 'react-angular-vue' },
  { id: 'prototypal-inheritance' },
  { id: 'unit-tests' },
];
