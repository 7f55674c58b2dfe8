export interface BlogQuestion {
  id: string;
  question: string;
  answer: readonly string[];
}

/** The static questions and answers of the blog page. */
export const blogQuestions: readonly BlogQuestion[] = [
  {
    id: 'react-state',
    question: 'What are the different ways to manage state in a React application?',
    answer: [
      'Start with the smallest scope that works. Local UI state, such as an open menu or a form field, lives in the component with useState, or with useReducer when several values change together. When siblings need the same value, lift it to their closest common parent and pass it down as props.',
      'For values that many distant components read but that rarely change, such as the theme or the signed-in user, React Context avoids passing props through every level. Keep context values small, because every consumer re-renders when the value changes.',
      'Data that comes from a server is a different kind of state: it is cached, it goes stale and it must be refetched. Libraries such as TanStack Query handle caching, deduplication and retries, so you never copy server data into your own store. For complex client state shared across the app, a store such as Redux Toolkit or Zustand gives predictable updates and good debugging tools. Finally, remember that the URL is state too: filters and page numbers belong in the query string, where they survive a reload and can be shared.',
    ],
  },
  {
    id: 'react-angular-vue',
    question: 'How do React, Angular and Vue compare?',
    answer: [
      'All three build user interfaces out of components, but they make different trade-offs. React is a library for rendering UI: components are JavaScript functions that return JSX, and data flows one way, from parent to child, through props. Routing, data fetching and forms come from the ecosystem, which gives freedom but means more decisions for the team.',
      'Angular is a complete framework maintained by Google. It uses TypeScript by default and ships a router, forms, an HTTP client, dependency injection and a command-line tool, so large teams get one consistent structure. In exchange it has the steepest learning curve.',
      'Vue sits between the two. Its single-file components keep the template, script and styles together, its reactivity system tracks dependencies automatically, and official packages cover routing and state. Many developers find it the easiest to pick up. All three perform well for typical applications, so the choice usually comes down to the team’s experience, the size of the project and how much structure you want the framework to impose.',
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: 'What is prototypal inheritance in JavaScript?',
    answer: [
      'Every JavaScript object has a hidden link to another object, its prototype. When you read a property that the object does not have itself, the engine follows that link and looks on the prototype, then on the prototype’s prototype, and so on until the chain ends at null. This is how objects share behaviour without copying it: every array can call map because Array.prototype defines it once.',
      'You can set the link directly with Object.create(proto), or through a constructor: objects made with new Car() get Car.prototype as their prototype. The class syntax of ES2015 is a cleaner way to write the same thing. class Truck extends Car links the two prototypes, and methods still live on the prototype rather than on each instance.',
      'Writing a property always creates or changes it on the object itself, which can shadow a property of the same name further up the chain. Use Object.getPrototypeOf to inspect the chain and Object.hasOwn to tell an object’s own properties from inherited ones.',
    ],
  },
  {
    id: 'unit-tests',
    question: 'What are unit tests and why should we write them?',
    answer: [
      'A unit test checks one small piece of code, usually a function, a class or a component, in isolation: it gives the code known input and asserts on the result. Because unit tests avoid slow or unpredictable dependencies such as networks and databases, they run in milliseconds and can run on every change.',
      'Good unit tests catch regressions early, document how the code is meant to be used and make refactoring safe: if the tests still pass, the behaviour has not changed. They also push you towards better design, because code that is hard to test is often doing too much.',
      'A useful test follows the Arrange, Act, Assert pattern, checks behaviour rather than implementation details, and has a name that says what broke when it fails. In a front-end project, a runner such as Vitest or Jest executes the tests, and Testing Library lets you exercise components the way a user does, by role and label. Unit tests complement integration and end-to-end tests; they do not replace them.',
    ],
  },
];
