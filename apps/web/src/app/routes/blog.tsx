import { COMPANY } from '@phonehaat/shared';
import { FaqList } from '@/features/blog/components/faq-list';

export function BlogPage() {
  return (
    <>
      <title>{`Blog · ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">From the {COMPANY.name} team</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">Blog</h1>
        <p className="mt-3 text-muted md:text-lg">
          Short answers to questions our developers hear most about building web apps with React and JavaScript.
        </p>
        <FaqList className="mt-8" />
      </div>
    </>
  );
}
