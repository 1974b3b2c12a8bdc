import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';
import { formatDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

/** When a page fails (most often its code could not be downloaded on a bad connection): say so and offer a retry. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${formatDigits(error.status)} ${error.statusText}` : null;
  return (
    <MainLayout>
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-secondary">{m.page_error_title()}</h1>
        <p className="mt-3 text-muted">
          {m.page_error_text()}
          {detail && <span className="mt-1 block text-sm">({detail})</span>}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {m.page_error_retry()}
          </button>
          <Link to={paths.home()} className="btn btn-ghost">
            {m.common_go_home()}
          </Link>
        </div>
      </div>
    </MainLayout>
  );
}
