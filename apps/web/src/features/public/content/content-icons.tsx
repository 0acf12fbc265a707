import { Icon } from "../site/icon.tsx";

/** The content pages' icons at their usual sizes. */
export const ArrowRightIcon = () => <Icon name="arrow-right" size={14} />;
export const ChevronLeftIcon = () => <Icon name="chevron-left" size={16} />;
export const ChevronRightIcon = () => <Icon name="chevron-right" size={16} />;
export const CalendarIcon = () => <Icon name="calendar" size={14} />;
export const EyeIcon = () => <Icon name="eye" size={14} />;
export const FileTextIcon = () => <Icon name="file-text" size={40} />;
