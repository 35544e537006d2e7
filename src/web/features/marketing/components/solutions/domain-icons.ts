import { Code2, GraduationCap, KanbanSquare, type LucideIcon, PenLine, Search } from 'lucide-react';

/**
 * The icons of the five recipe domains (the landing's "5 recipe domains"), by the domain ids of
 * the `solutions.domains` copy: content, projects, learning, code, research.
 */
const DOMAIN_ICONS: Record<string, LucideIcon> = {
  content: PenLine,
  projects: KanbanSquare,
  learning: GraduationCap,
  code: Code2,
  research: Search,
};

export const domainIcon = (id: string): LucideIcon => DOMAIN_ICONS[id] ?? PenLine;
