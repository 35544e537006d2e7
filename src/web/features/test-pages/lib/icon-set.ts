import {
  ArrowLeft,
  Bell,
  BookOpen,
  BookOpenText,
  Bookmark,
  CheckCircle2,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  CircleDashed,
  Cog,
  Copy,
  Download,
  FileText,
  Flag,
  Heart,
  House,
  Info,
  LayoutGrid,
  ListOrdered,
  LoaderCircle,
  type LucideIcon,
  MessageSquareReply,
  MessagesSquare,
  NotebookPen,
  PanelLeftClose,
  PanelLeftOpen,
  PenLine,
  Pencil,
  Pin,
  Scale,
  Search,
  Share2,
  ShieldCheck,
  SlidersHorizontal,
  Star,
  Store,
  Target,
  Trash2,
  TriangleAlert,
  X,
} from 'lucide-react';

export const ICON_GROUPS = ['sections', 'states', 'navigation', 'actions'] as const;
export type IconGroup = (typeof ICON_GROUPS)[number];

export interface AppIcon {
  name: string;
  icon: LucideIcon;
  group: IconGroup;
}

const group = (name: IconGroup, icons: Record<string, LucideIcon>): AppIcon[] =>
  Object.entries(icons).map(([iconName, icon]) => ({ name: iconName, icon, group: name }));

/**
 * The lucide icons the app shows, by where: the presenter's section types (Goal Target,
 * Principles Scale, ...), section and alert states, the sidebar and shell, and the actions on
 * recipes and comments. Names are lucide's, so a designer can find them.
 */
export const APP_ICONS: readonly AppIcon[] = [
  ...group('sections', {
    Target,
    Scale,
    Cog,
    ListOrdered,
    SlidersHorizontal,
    CheckCircle2,
    NotebookPen,
    FileText,
  }),
  ...group('states', { PenLine, CircleDashed, CircleAlert, CircleCheck, Info, TriangleAlert, LoaderCircle }),
  ...group('navigation', {
    LayoutGrid,
    Store,
    BookOpen,
    MessagesSquare,
    ShieldCheck,
    PanelLeftOpen,
    PanelLeftClose,
    Search,
    House,
    ArrowLeft,
    Bell,
  }),
  ...group('actions', {
    Pin,
    Bookmark,
    Download,
    Copy,
    Share2,
    BookOpenText,
    ChevronDown,
    Pencil,
    Trash2,
    Flag,
    Heart,
    Star,
    MessageSquareReply,
    X,
  }),
];

/** The icons whose name contains `query` (case and spaces ignored). */
export function filterIcons(icons: readonly AppIcon[], query: string): AppIcon[] {
  const q = query.toLowerCase().replace(/\s+/g, '');
  return q ? icons.filter((i) => i.name.toLowerCase().includes(q)) : [...icons];
}
