import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';

/** When a page fails (most often its code could not be downloaded on a bad connection): say so and offer a retry. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <MainLayout>
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-secondary">Something went wrong</h1>
        <p className="mt-3 text-muted">
          This page could not be loaded. Please check your internet connection and try again.
          {detail && <span className="mt-1 block text-sm">({detail})</span>}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Try again
          </button>
          <Link to={paths.home()} className="btn btn-ghost">
            Go Back To Homepage
          </Link>
        </div>
      </div>
    </MainLayout>
  );
}
