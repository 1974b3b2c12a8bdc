import { COMPANY } from '@phonehaat/shared';
import { FaqList } from '@/features/blog/components/faq-list';
import { m } from '@/paraglide/messages.js';

export function BlogPage() {
  return (
    <>
      <title>{`${m.blog_heading()} · ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          {m.blog_eyebrow({ company: COMPANY.name })}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">{m.blog_heading()}</h1>
        <p className="mt-3 text-muted md:text-lg">{m.blog_intro()}</p>
        <FaqList className="mt-8" />
      </div>
    </>
  );
}
