import { formatDigits, formatMoney } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

interface Faq {
  id: string;
  question: () => string;
  /** Paragraphs, as messages: **bold** and `code` in them are drawn as <strong> and <code>. */
  answer: (() => string)[];
}

const code = 'rounded bg-base-200 px-1 py-0.5 font-mono text-[0.9em]';

/** A paragraph of an answer: the catalogue's **bold** and `code` marks as elements, the rest as text. */
function Rich({ text }: { text: string }) {
  const parts = text.split(/(\*\*[^*]+\*\*|`[^`]+`)/);
  return (
    <p>
      {parts.map((part, index) => {
        if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
          return <strong key={index}>{part.slice(2, -2)}</strong>;
        if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
          return (
            <code key={index} className={code}>
              {part.slice(1, -1)}
            </code>
          );
        return part;
      })}
    </p>
  );
}

/** The four questions of spec §2, with real answers. */
const faqs: Faq[] = [
  {
    id: 'react-state',
    question: m.blog_faq_state_question,
    answer: [m.blog_faq_state_answer_1, m.blog_faq_state_answer_2],
  },
  {
    id: 'prototypes',
    question: m.blog_faq_prototypes_question,
    answer: [m.blog_faq_prototypes_answer_1, m.blog_faq_prototypes_answer_2],
  },
  {
    id: 'unit-tests',
    question: m.blog_faq_tests_question,
    answer: [
      () => m.blog_faq_tests_answer_1({ price: formatDigits(21500), shown: formatMoney(21500) }),
      m.blog_faq_tests_answer_2,
    ],
  },
  {
    id: 'react-angular-vue',
    question: m.blog_faq_frameworks_question,
    answer: [m.blog_faq_frameworks_answer_1, m.blog_faq_frameworks_answer_2],
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
            {faq.question()}
          </summary>
          <div className="collapse-content space-y-3 leading-relaxed text-base-content/90">
            {faq.answer.map((paragraph, index) => (
              <Rich key={index} text={paragraph()} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
