import { AppIcon, type IconProps } from "./app-icon.tsx";

export const SunIcon = (props: IconProps) => <AppIcon name="sun" {...props} />;
export const MoonIcon = (props: IconProps) => <AppIcon name="moon" {...props} />;
export const XLogoIcon = (props: IconProps) => <AppIcon name="x-logo" {...props} />;
