import { APP_ICONS, type AppIconName, ICON_STYLE, type IconShape } from "@xa/core/icons/icon-set";
import type { SVGProps } from "react";

// `name` is the icon's, not the SVG attribute.
export type IconProps = Omit<SVGProps<SVGSVGElement>, "name">;

/** One shape of an icon, as core draws it (the API serves the same shapes as SVG). */
export function IconShapeElement({ shape, ...props }: { shape: IconShape } & SVGProps<SVGElement>) {
  const { tag, ...attributes } = shape;
  if (tag === "circle") return <circle {...attributes} {...(props as SVGProps<SVGCircleElement>)} />;
  if (tag === "rect") return <rect {...attributes} {...(props as SVGProps<SVGRectElement>)} />;
  return <path {...attributes} {...(props as SVGProps<SVGPathElement>)} />;
}

/** An icon of the app's set, inline, in the text's colour and hidden from screen readers (its button names it). */
export function AppIcon({ name, size = 18, ...props }: { name: AppIconName; size?: number } & IconProps) {
  const icon = APP_ICONS[name];
  const paint =
    icon.paint === "stroke"
      ? {
          fill: "none",
          stroke: "currentColor",
          strokeWidth: ICON_STYLE.strokeWidth,
          strokeLinecap: ICON_STYLE.lineCap,
          strokeLinejoin: ICON_STYLE.lineJoin,
        }
      : { fill: "currentColor", stroke: "none" };
  return (
    <svg width={size} height={size} viewBox={icon.viewBox} {...paint} aria-hidden="true" focusable="false" {...props}>
      {icon.shapes.map((shape, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an icon's shapes are fixed; their place is their identity
        <IconShapeElement key={i} shape={shape} />
      ))}
    </svg>
  );
}
