import { cn } from '@/components/ui/cn';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { ALL_GRANTS, NO_GRANTS, type ConsentGrants } from '@/lib/domain/consent';

/** "Alles weigeren" and "Alles accepteren", side by side and alike: refusing is as easy as accepting. */
export function RefuseOrAcceptAll({
  onChoose,
  variant,
  className,
}: {
  onChoose: (grants: ConsentGrants) => void;
  variant: ButtonVariant;
  className?: string;
}) {
  const choice = buttonClasses(variant, 'md', 'w-full');
  return (
    <div className={cn('grid grid-cols-2 gap-2', className)}>
      <button type="button" className={choice} onClick={() => onChoose(NO_GRANTS)}>
        Alles weigeren
      </button>
      <button type="button" className={choice} onClick={() => onChoose(ALL_GRANTS)}>
        Alles accepteren
      </button>
    </div>
  );
}
