import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { useSupportContact } from '../api/contact';
import { useSupportT } from '../i18n';

/** How to reach the platform team besides a ticket; nothing when the console has no contact set. */
export function ContactCard() {
  const { t, language } = useSupportT();
  const contact = useSupportContact();
  const c = contact.data;
  if (!c || (!c.email && !c.phone)) return null;
  return (
    <section className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-border bg-card px-4 py-3 text-sm shadow-sm" aria-label={t('contact.title')} data-testid="support-contact">
      <span className="font-medium">{t('contact.title', { name: language === 'ar' ? c.nameAr : c.name })}</span>
      {c.phone ? (
        <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`} className="flex items-center gap-1.5 text-primary hover:underline">
          <Phone aria-hidden="true" className="size-4" />
          <span dir="ltr" className="num">
            {c.phone}
          </span>
        </a>
      ) : null}
      {c.email ? (
        <a href={`mailto:${c.email}`} className="flex items-center gap-1.5 text-primary hover:underline">
          <Mail aria-hidden="true" className="size-4" />
          <span dir="ltr">{c.email}</span>
        </a>
      ) : null}
    </section>
  );
}
