import { COMPANY } from '@phonehaat/shared';
import { Link } from 'react-router';
import { PhoneIcon } from '@/components/ui/icons/listing';
import { paths } from '@/config/paths';
import { formatDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

export function NotFoundPage() {
  return (
    <>
      <title>{`${m.page_not_found_title()} · ${COMPANY.name}`}</title>
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
        <span className="grid size-20 place-items-center rounded-full bg-primary/10 text-primary">
          <PhoneIcon className="size-10" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-widest text-primary uppercase">
          {m.page_not_found_code({ code: formatDigits(404) })}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">
          {m.page_not_found_title()}
        </h1>
        <p className="mt-3 text-muted">{m.page_not_found_text()}</p>
        <Link to={paths.home()} className="btn btn-primary mt-8 px-6">
          {m.common_go_home()}
        </Link>
      </div>
    </>
  );
}
