import { COMPANY } from '@phonehaat/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PhoneCheckForm } from '@/features/trust/components/phone-check-form';
import { TRUST_TEXT as T } from '@/features/trust/strings';

/** 'Check a phone' (issue 16): public, drawn at build time so it paints before the script arrives. */
export function CheckPhonePage() {
  return (
    <>
      <title>{`${T.checkTitle()} · ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-2xl px-4 py-6 md:py-10">
        <h1 className="text-2xl font-extrabold tracking-tight text-secondary md:text-3xl">{T.checkTitle()}</h1>
        <p className="mt-2 text-muted">{T.checkSubtitle()}</p>
        <div className="mt-6 rounded-box border border-base-300 bg-base-100 p-4 md:p-6">
          <PhoneCheckForm />
        </div>
        <p className="mt-6 text-sm">
          {T.ownerNote()}{' '}
          <Link to={paths.stolen()} className="link link-primary font-semibold">
            {T.ownerLink()}
          </Link>
        </p>
      </div>
    </>
  );
}
