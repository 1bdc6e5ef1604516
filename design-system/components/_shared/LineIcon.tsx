export interface LineIconProps {
  /** The path, drawn as round-capped lines. */
  d: string;
  /** The side of the square viewBox the path is drawn in. */
  viewBoxSize: number;
  strokeWidth: number;
  /** Sets the icon's size and place (each component's own class). */
  className: string;
}

/**
 * A decorative line icon: hidden from assistive technology (the control or text beside it carries
 * the meaning), never a tab stop, and drawn in currentColor so it follows the text it sits in,
 * forced colors included. The one home of that rule for the components' small icons.
 */
export function LineIcon({ d, viewBoxSize, strokeWidth, className }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${viewBoxSize} ${viewBoxSize}`}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
