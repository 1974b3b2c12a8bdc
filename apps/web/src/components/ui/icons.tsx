import { Svg, Stroke, type IconProps } from './icons/base';

/**
 * Inline SVG icons, decorative by default (aria-hidden): the control that holds one carries the accessible name.
 * Brand marks are the CC0 paths of Simple Icons; the rest are drawn here. No icon library, no extra requests.
 * Icons only some pages draw live in icons/ (brands, platforms, listing): import them from there, so they travel in
 * those pages' chunks and not in every page's.
 */

export function MenuIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Stroke>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Stroke>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Stroke>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M15 18l-6-6 6-6" />
    </Stroke>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M9 18l6-6-6-6" />
    </Stroke>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Stroke>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </Svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z" />
    </Svg>
  );
}

export function QuoteIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M9.6 5C6 6.6 3.8 9.6 3.8 13.6V19h6.4v-6.2H6.8c0-2.5 1.3-4.4 3.8-5.6L9.6 5zm10 0c-3.6 1.6-5.8 4.6-5.8 8.6V19h6.4v-6.2h-3.4c0-2.5 1.3-4.4 3.8-5.6L19.6 5z" />
    </Svg>
  );
}

export function ShieldCheckIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
      <path d="M9 12l2 2 4-4" />
    </Stroke>
  );
}

/** The PhoneHaat mark: a phone on the brand's teal tile. */
export function LogoMark(props: IconProps) {
  return (
    <Svg viewBox="0 0 32 32" {...props}>
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <rect x="10" y="5" width="12" height="22" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="16" cy="23" r="1.3" fill="var(--color-accent)" />
    </Svg>
  );
}
