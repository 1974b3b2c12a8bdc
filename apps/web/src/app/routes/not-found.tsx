import { COMPANY } from '@phonehaat/shared';
import { Link } from 'react-router';
import { PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <>
      <title>{`Page Not Found · ${COMPANY.name}`}</title>
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
        <span className="grid size-20 place-items-center rounded-full bg-primary/10 text-primary">
          <PhoneIcon className="size-10" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-widest text-primary uppercase">Error 404</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">Page Not Found</h1>
        <p className="mt-3 text-muted">
          The page you are looking for has moved, was removed, or never existed. Let&apos;s get you back to the phones.
        </p>
        <Link to={paths.home()} className="btn btn-primary mt-8 px-6">
          Go Back To Homepage
        </Link>
      </div>
    </>
  );
}
