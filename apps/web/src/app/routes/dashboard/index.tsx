import { COMPANY, type Role } from '@phonehaat/shared';
import { Link } from 'react-router';
import { DASHBOARD_LINKS } from '@/config/dashboard-links';
import { useAuth } from '@/lib/auth-context';

/** Each role as the greeting names it, with its article. */
const AS_ROLE: Record<Role, string> = { Buyer: 'a buyer', Seller: 'a seller', Admin: 'an admin' };

/** Dashboard home (spec §2): a greeting with the display name and 'Welcome to Dashboard'. */
export function DashboardHomePage() {
  const { user: me } = useAuth();
  return (
    <>
      <title>{`Dashboard · ${COMPANY.name}`}</title>
      <section className="rounded-box border border-base-300 bg-base-100 p-6 md:p-10">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">Hello, {me?.name}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-secondary">Welcome to Dashboard</h1>
        {me && (
          <>
            <p className="mt-3 text-muted">
              You are signed in as {AS_ROLE[me.role]}
              {me.role === 'Seller' &&
                (me.verified ? ', verified by PhoneHaat.' : '. An admin will verify your account.')}
              {me.role !== 'Seller' && '.'}
            </p>
            <ul className="mt-6 flex flex-wrap gap-3">
              {DASHBOARD_LINKS[me.role].map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="btn btn-primary btn-outline">
                    {link.label}
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
