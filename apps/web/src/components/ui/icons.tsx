import type { SVGProps } from 'react';

/**
 * Inline SVG icons, decorative by default (aria-hidden): the control that holds one carries the accessible name.
 * Brand marks are the CC0 paths of Simple Icons; the rest are drawn here. No icon library, no extra requests.
 */
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ viewBox = '0 0 24 24', children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

function Stroke({ children, ...props }: IconProps) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      {children}
    </Svg>
  );
}

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

export function CalendarIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Stroke>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </Stroke>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </Stroke>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
      <path d="M11 18.5h2" />
    </Stroke>
  );
}

export function AndroidIcon(props: IconProps) {
  return (
    <Svg viewBox="0 0 16 16" fill="currentColor" {...props}>
      <path d="M14.77 6.16c0-.544-.44-.986-.986-.986s-.988.442-.988.988v4.135c0 .546.443.987.99.988.544 0 .986-.442.986-.988V6.16zM3.587 5.363l.002 6.408c0 .583.47 1.054 1.054 1.054h.717v2.188c0 .545.443.988.987.988.545 0 .987-.443.988-.988v-2.188h1.332v2.188c0 .544.444.988.988.987.546 0 .988-.444.988-.99v-2.186h.72c.58 0 1.053-.472 1.053-1.055V5.36l-8.83.002zm6.44-1.956c-.207 0-.374-.166-.374-.373 0-.204.167-.373.373-.374.204 0 .372.17.372.373 0 .206-.167.373-.372.373m-4.05 0c-.206 0-.373-.166-.373-.372 0-.205.167-.373.372-.373.207 0 .374.17.374.374 0 .206-.167.373-.374.373m4.205-1.945l.688-1.26c.037-.065.013-.148-.054-.186-.067-.035-.15-.01-.185.055L9.93 1.344c-.586-.26-1.24-.407-1.935-.406-.69 0-1.347.145-1.93.404L5.37.074c-.036-.067-.12-.09-.186-.055-.067.036-.09.12-.054.186l.69 1.257c-1.355.7-2.27 2.03-2.27 3.558h8.896c0-1.528-.914-2.856-2.267-3.556M2.215 5.175c-.546 0-.988.443-.988.988v4.135c0 .547.443.988.99.988.544 0 .986-.44.986-.988V6.162c0-.545-.443-.987-.988-.987" />
    </Svg>
  );
}

export function AppleIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M7.088 23.537a5.375 5.375 0 01-1.243-1.15c-.383-.462-.738-.949-1.064-1.452A14.057 14.057 0 013.002 17.3c-.5-1.501-.742-2.938-.742-4.345 0-1.569.34-2.938 1.001-4.087.49-.9 1.22-1.652 2.099-2.18.85-.53 1.839-.82 2.838-.84.35 0 .73.05 1.13.15.29.08.64.21 1.069.37.55.21.85.34.95.37.32.119.589.169.799.169.16 0 .39-.05.645-.13.144-.05.42-.14.81-.31.385-.14.69-.26.934-.35.37-.11.727-.21 1.049-.26.39-.06.776-.08 1.147-.05.71.05 1.36.2 1.94.42 1.019.41 1.841 1.05 2.455 1.96-.26.16-.5.345-.725.549-.487.43-.9.94-1.23 1.504-.429.77-.649 1.64-.643 2.519.015 1.082.29 2.033.84 2.858.386.6.903 1.113 1.533 1.535.31.21.581.355.84.45-.12.375-.253.74-.405 1.1a14.18 14.18 0 01-1.25 2.308c-.431.63-.771 1.1-1.03 1.409-.4.48-.789.84-1.178 1.096-.43.285-.935.436-1.452.436-.35.015-.7-.03-1.033-.127-.29-.095-.576-.202-.855-.323a6.936 6.936 0 00-.905-.34c-.38-.1-.77-.147-1.163-.146-.4 0-.79.05-1.16.144-.31.088-.61.196-.906.325-.42.175-.695.29-.855.34A4.469 4.469 0 018.56 24c-.52 0-1.003-.15-1.485-.45zm6.85-18.449c-.68.34-1.325.484-1.972.436-.1-.646 0-1.31.27-2.036.24-.62.56-1.18 1-1.68.459-.519 1.009-.949 1.628-1.258.66-.34 1.29-.52 1.89-.55.08.68 0 1.35-.25 2.069a5.935 5.935 0 01-1 1.759c-.435.52-.974.95-1.585 1.259z" />
    </Svg>
  );
}

export function KaiOSIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M17.3419.0001a3.6735 3.6735 0 0 0-3.647 3.6735 3.6727 3.6727 0 0 0 3.6735 3.6734 3.6735 3.6735 0 1 0-.0265-7.3469zM4.6233.16a2.7459 2.7459 0 0 0-2.7475 2.7473v18.167a2.7474 2.7474 0 1 0 5.4942 0V2.9071A2.749 2.749 0 0 0 4.6233.16zm6.9494 7.2078a2.729 2.729 0 0 0-2.237 4.2947l7.8107 11.1541a2.729 2.729 0 1 0 4.4706-3.1307L13.8062 8.5311a2.729 2.729 0 0 0-2.2335-1.1634z" />
    </Svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M23.9981 11.9991C23.9981 5.37216 18.626 0 11.9991 0C5.37216 0 0 5.37216 0 11.9991C0 17.9882 4.38789 22.9522 10.1242 23.8524V15.4676H7.07758V11.9991H10.1242V9.35553C10.1242 6.34826 11.9156 4.68714 14.6564 4.68714C15.9692 4.68714 17.3424 4.92149 17.3424 4.92149V7.87439H15.8294C14.3388 7.87439 13.8739 8.79933 13.8739 9.74824V11.9991H17.2018L16.6698 15.4676H13.8739V23.8524C19.6103 22.9522 23.9981 17.9882 23.9981 11.9991Z" />
    </Svg>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M23 7a2.88 2.88 0 0 0-2-2c-1.79-.48-9-.48-9-.48S4.81 4.51 3 5a2.88 2.88 0 0 0-2 2 29.93 29.93 0 0 0-.5 5.56A29.93 29.93 0 0 0 1 18.1a2.88 2.88 0 0 0 2 2c1.79.48 9 .48 9 .48s7.19 0 9-.48a2.88 2.88 0 0 0 2-2 29.93 29.93 0 0 0 .48-5.54A29.93 29.93 0 0 0 23 7zM9.7 16V9.11l6 3.45z" />
    </Svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M18.9 0h3.7l-8 10.2L24 24h-7.4l-5.8-8.4L4.2 24H.5l8.6-10.9L0 0h7.6l5.2 7.7L18.9 0zm-1.3 21.6h2L6.5 2.3H4.3l13.3 19.3z" />
    </Svg>
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
