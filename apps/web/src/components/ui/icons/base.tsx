import type { SVGProps } from 'react';

/**
 * Inline SVG icons, decorative by default (aria-hidden): the control that holds one carries the accessible name.
 * Brand marks are the CC0 paths of Simple Icons; the rest are drawn here. No icon library, no extra requests.
 */
export type IconProps = SVGProps<SVGSVGElement>;

export function Svg({ viewBox = '0 0 24 24', children, ...props }: IconProps) {
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

export function Stroke({ children, ...props }: IconProps) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      {children}
    </Svg>
  );
}
