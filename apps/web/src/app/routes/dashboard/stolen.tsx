import { COMPANY } from '@phonehaat/shared';
import { StolenReportForm } from '@/features/trust/components/stolen-report-form';
import { StolenReportsList } from '@/features/trust/components/stolen-reports-list';
import { TRUST_TEXT as T } from '@/features/trust/strings';

/** Stolen phones (issue 16): every role may report their phone stolen and mark it recovered. */
export function StolenPhonesPage() {
  return (
    <>
      <title>{`${T.stolenTitle()} · ${COMPANY.name}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-secondary">{T.stolenTitle()}</h1>
      <p className="mt-2 max-w-3xl text-muted">{T.stolenSubtitle()}</p>
      <section aria-label={T.report()} className="mt-5 rounded-box border border-base-300 bg-base-100 p-4 md:p-6">
        <StolenReportForm />
      </section>
      <h2 className="mb-3 mt-8 text-xl font-bold">{T.yourReports()}</h2>
      <StolenReportsList />
    </>
  );
}
