import type { LucideIcon } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

interface ComingSoonProps {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The page of a feature that arrives in a later release: its title, what it will do, an icon. */
export function ComingSoon({ title, description, icon: Icon }: ComingSoonProps) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-5 py-14 text-center md:py-20">
      <div className="relative mb-6 grid size-20 place-items-center rounded-[1.75rem] bg-brand-soft text-brand-soft-foreground">
        <Icon className="size-9" aria-hidden="true" strokeWidth={1.75} />
        <span className="absolute -right-1 -bottom-1 size-5 rounded-full border-4 border-background bg-accent" />
      </div>
      <h1 className="text-title font-bold">{title}</h1>
      <p className="mt-3 max-w-md text-base text-muted-foreground">{description}</p>
      <Badge variant="soft" className="mt-6">
        Coming soon
      </Badge>
    </div>
  );
}
