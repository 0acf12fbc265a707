import { Icon, type IconSize } from "../site/icon.tsx";

/** The header's and footer's icons at their usual sizes. */
type IconProps = { size?: IconSize };

export const SearchIcon = ({ size = 16 }: IconProps) => <Icon name="search" size={size} />;
export const MenuIcon = ({ size = 20 }: IconProps) => <Icon name="menu" size={size} />;
export const CloseIcon = ({ size = 20 }: IconProps) => <Icon name="close" size={size} />;
export const LayoutGridIcon = ({ size = 16 }: IconProps) => <Icon name="layout-grid" size={size} />;
export const QrCodeIcon = ({ size = 16 }: IconProps) => <Icon name="qr-code" size={size} />;
export const ArrowUpIcon = ({ size = 16 }: IconProps) => <Icon name="arrow-up" size={size} />;
export const UserRoundIcon = ({ size = 16 }: IconProps) => <Icon name="user-round" size={size} />;
export const ChevronDownIcon = ({ size = 16 }: IconProps) => <Icon name="chevron-down" size={size} />;
