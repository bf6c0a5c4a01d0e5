import { AppIcon, type IconProps } from "../../components/app-icon.tsx";

/** Two arrows apart: show the card across two columns. */
export const ExpandIcon = (props: IconProps) => <AppIcon name="expand" size={16} {...props} />;
/** Two arrows together: back to one column. */
export const CollapseIcon = (props: IconProps) => <AppIcon name="collapse" size={16} {...props} />;
export const ImageDownloadIcon = (props: IconProps) => <AppIcon name="image-download" size={16} {...props} />;
export const AskAiIcon = (props: IconProps) => <AppIcon name="ask-ai" size={16} {...props} />;
