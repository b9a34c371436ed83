import {
  BarChart3,
  BookOpen,
  Briefcase,
  CalendarDays,
  ClipboardList,
  FileText,
  Globe,
  HandHeart,
  Heart,
  Inbox,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquareQuote,
  Mic,
  Music,
  PackageOpen,
  QrCode,
  Settings,
  Users,
  Video,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  blogs: FileText,
  videos: Video,
  audios: Music,
  library: BookOpen,
  series: Layers,
  speakers: Mic,
  events: CalendarDays,
  signups: ClipboardList,
  analytics: BarChart3,
  email: Mail,
  donations: Heart,
  testimonials: MessageSquareQuote,
  prayers: HandHeart,
  inquiries: Inbox,
  subscribers: Users,
  applications: Briefcase,
  site: Globe,
  settings: Settings,
  export: PackageOpen,
  qr: QrCode,
};

export function MenuIcon({ name, className = 'size-5' }: { name: string; className?: string }) {
  const Icon = icons[name] ?? FileText;
  return <Icon className={className} aria-hidden="true" />;
}
