import { COMPANY } from '@phonehaat/shared';
import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/icons';
import { FacebookIcon, XIcon, YouTubeIcon } from '@/components/ui/icons/brands';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

const socialIcons = { Facebook: FacebookIcon, YouTube: YouTubeIcon, 'X (Twitter)': XIcon } as const;

export function Footer() {
  return (
    <footer className="bg-secondary text-secondary-content">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr] md:px-6">
        <div>
          <p className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
            <LogoMark className="size-8 rounded-lg ring-1 ring-white/40" />
            {COMPANY.name}
          </p>
          <p className="mt-3 max-w-sm text-secondary-content/85">{m.footer_description({ company: COMPANY.name })}</p>
          <p className="mt-2 font-semibold text-accent">{m.footer_tagline()}</p>
        </div>

        <nav aria-label={m.footer_nav()}>
          <h2 className="text-sm font-semibold tracking-wider text-secondary-content/85 uppercase">
            {m.footer_explore()}
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className="link-hover link" to={paths.home()}>
                {m.nav_home()}
              </Link>
            </li>
            <li>
              <Link className="link-hover link" to={paths.blog()}>
                {m.nav_blog()}
              </Link>
            </li>
            <li>
              <Link className="link-hover link" to={paths.register()}>
                {m.footer_sell()}
              </Link>
            </li>
            <li>
              <Link className="link-hover link" to={paths.checkPhone()}>
                {m.footer_check_phone()}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-secondary-content/85 uppercase">
            {m.footer_follow()}
          </h2>
          <ul className="mt-3 flex gap-2">
            {site.social.map(({ name, href }) => {
              const Icon = socialIcons[name];
              return (
                <li key={name}>
                  <a
                    href={href}
                    aria-label={m.footer_on_social({ company: COMPANY.name, network: name })}
                    className="btn btn-circle border-0 bg-white/10 text-secondary-content hover:bg-white/20"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        {/* The page's first paint waits for this line (index.html: link rel="expect"). */}
        <p id="footer-end" className="mx-auto max-w-7xl px-4 py-4 text-sm text-secondary-content/85 md:px-6">
          {m.footer_copyright({ year: formatDigits(COMPANY.copyrightYear), company: COMPANY.name })}
        </p>
      </div>
    </footer>
  );
}
