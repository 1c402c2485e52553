import {
  Bell,
  CreditCard,
  Gift,
  Heart,
  MessageCircle,
  MessageSquareText,
  Reply,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  feedback: MessageSquareText,
  comment: MessageCircle,
  reply: Reply,
  like: Heart,
  referral: Gift,
  service_due: Wrench,
  subscription: CreditCard,
};

export function NotificationIcon({ type, className }: { type: string; className?: string }) {
  const Icon = ICONS[type] ?? Bell;
  return <Icon aria-hidden="true" className={className} />;
}
