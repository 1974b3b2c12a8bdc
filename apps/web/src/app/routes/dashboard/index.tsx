import { COMPANY, type User } from '@phonehaat/shared';
import { Link } from 'react-router';
import { DASHBOARD_LINKS } from '@/config/dashboard-links';
import { useAuth } from '@/lib/auth-context';
import { m } from '@/paraglide/messages.js';

/** 'You are signed in as a buyer.', and for a seller whether PhoneHaat has verified them. */
function signedInAs(me: Pick<User, 'role' | 'verified'>): string {
  switch (me.role) {
    case 'Buyer':
      return m.dash_signed_in_buyer();
    case 'Admin':
      return m.dash_signed_in_admin();
    case 'Seller':
      return me.verified ? m.dash_signed_in_seller_verified() : m.dash_signed_in_seller_unverified();
  }
}

/** Dashboard home (spec §2): a greeting with the display name and 'Welcome to Dashboard'. */
export function DashboardHomePage() {
  const { user: me } = useAuth();
  return (
    <>
      <title>{`${m.nav_dashboard()} · ${COMPANY.name}`}</title>
      <section className="rounded-box border border-base-300 bg-base-100 p-6 md:p-10">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          {m.dash_hello({ name: me?.name ?? '' })}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-secondary">{m.dash_welcome()}</h1>
        {me && (
          <>
            <p className="mt-3 text-muted">{signedInAs(me)}</p>
            <ul className="mt-6 flex flex-wrap gap-3">
              {DASHBOARD_LINKS[me.role].map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="btn btn-primary btn-outline">
                    {link.label()}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
