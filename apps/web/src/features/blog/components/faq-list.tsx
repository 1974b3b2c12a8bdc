import type { ReactNode } from 'react';

interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

const code = 'rounded bg-base-200 px-1 py-0.5 font-mono text-[0.9em]';

/** The four questions of spec §2, with real answers. */
const faqs: Faq[] = [
  {
    id: 'react-state',
    question: 'What are the different ways to manage state in a React application?',
    answer: (
      <>
        <p>
          Start with <strong>local state</strong>: <code className={code}>useState</code> for simple values and{' '}
          <code className={code}>useReducer</code> when several values change together. When two components need the
          same value, <strong>lift the state up</strong> to their nearest common parent and pass it down as props. For
          values that many components read but that change rarely (the signed-in user, the theme, the language), use{' '}
          <strong>Context</strong>; every consumer re-renders when the value changes, so it is not meant for fast
          changing data.
        </p>
        <p>
          Data that lives on a server is <strong>server state</strong>: a cache such as TanStack Query or SWR handles
          loading, errors, caching and refetching far better than hand-written effects. Client state shared across the
          whole app can go in a <strong>store</strong> such as Redux Toolkit, Zustand or Jotai. Finally, the{' '}
          <strong>URL</strong> (route and search parameters) is state too, and the right home for anything a person
          should be able to bookmark or share, while form libraries like React Hook Form keep form input state. Keep
          each piece of state as close as possible to where it is used.
        </p>
      </>
    ),
  },
  {
    id: 'prototypes',
    question: 'How does prototypical inheritance work?',
    answer: (
      <>
        <p>
          Every JavaScript object has a hidden link, <code className={code}>[[Prototype]]</code>, to another object or
          to <code className={code}>null</code>. When you read a property that the object does not have itself, the
          engine looks for it on the prototype, then on the prototype&apos;s prototype, and so on up the{' '}
          <strong>prototype chain</strong> until it finds it or reaches <code className={code}>null</code> and returns{' '}
          <code className={code}>undefined</code>. Writing a property, by contrast, always puts it on the object itself,
          shadowing any property of the same name further up the chain.
        </p>
        <p>
          <code className={code}>Object.create(proto)</code> makes an object whose prototype is{' '}
          <code className={code}>proto</code>. Calling a function with <code className={code}>new</code> creates an
          object whose prototype is that function&apos;s <code className={code}>prototype</code> property, which is why
          methods defined there are shared by every instance instead of being copied. The{' '}
          <code className={code}>class</code> and <code className={code}>extends</code> keywords are a friendlier syntax
          over exactly this mechanism: a subclass&apos;s prototype simply links to its parent class&apos;s prototype.
        </p>
      </>
    ),
  },
  {
    id: 'unit-tests',
    question: 'What is a unit test? Why should we write unit tests?',
    answer: (
      <>
        <p>
          A unit test is a small, automated test that checks one unit of code (a function, a class, a component) on its
          own. It gives the unit known inputs, replaces or controls what it depends on, and asserts that the output or
          behaviour is what we expect, such as &ldquo;a price of 21500 is shown as 21,500 tk&rdquo;. Unit tests run in
          milliseconds, so they can run on every save and on every pull request.
        </p>
        <p>
          We write them because they catch mistakes minutes after they are made instead of weeks later in production,
          when they are far more expensive to fix. They let us refactor with confidence, because a green test suite
          tells us the behaviour did not change. They document how the code is meant to be used, and code that is easy
          to test tends to be small and loosely coupled, which is simply better design. Unit tests do not replace
          integration and end-to-end tests; a healthy suite has many fast unit tests and fewer, slower tests that check
          the pieces together.
        </p>
      </>
    ),
  },
  {
    id: 'react-angular-vue',
    question: 'What are the differences between React, Angular and Vue?',
    answer: (
      <>
        <p>
          <strong>React</strong> (by Meta) is a library for building user interfaces. Components are JavaScript
          functions that return JSX, data flows one way from parent to child, and you choose the router, data fetching
          and state tools yourself from a very large ecosystem. <strong>Angular</strong> (by Google) is a complete,
          opinionated framework written in TypeScript: routing, forms, an HTTP client, dependency injection and a CLI
          come in the box, with HTML templates, signals and RxJS. It suits large teams that value one standard way of
          doing things.
        </p>
        <p>
          <strong>Vue</strong> (created by Evan You) sits between the two. It is a progressive framework with HTML-based
          templates and directives such as <code className={code}>v-if</code> and <code className={code}>v-for</code>, a
          reactivity system that tracks dependencies automatically, and official companions for routing (Vue Router) and
          state (Pinia). It is often the easiest to learn. All three are fast and production-ready; the choice usually
          comes down to how much structure a team wants and which ecosystem it already knows.
        </p>
      </>
    ),
  },
];

/** Four accordions; the first is open. Opening one closes the others (an exclusive `<details name>` group). */
export function FaqList({ className = '' }: { className?: string }) {
  return (
    <div className={`space-y-3 ${className}`}>
      {faqs.map((faq, index) => (
        <details
          key={faq.id}
          name="faq"
          open={index === 0}
          className="collapse-arrow collapse border border-base-300 bg-base-100 shadow-sm open:border-primary/40"
        >
          <summary className="collapse-title pr-12 text-base font-semibold text-secondary md:text-lg">
            {faq.question}
          </summary>
          <div className="collapse-content space-y-3 leading-relaxed text-base-content/90">{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
