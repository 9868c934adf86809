import ImageIcon from 'lucide-react/icons/image';
import MapPin from 'lucide-react/icons/map-pin';
import { toast } from 'sonner';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Facts, Section } from '../../../../web/components/data/section';
import { openFile } from '../../../../web/lib/open-file';
import type { PropertyDetail } from '../api/types';
import { usePropertiesT } from '../i18n';
import { propertyName } from './property-name';

/** The property's facts: type and use, place and coordinates, size, rooms, features, owner, prices. */
export function PropertyFacts({ property: p }: { property: PropertyDetail }) {
  const { t, language } = usePropertiesT();
  const co = useCompany();
  const n = (v: number | null) => (v === null ? '—' : <span className="num">{co.f.number(v)}</span>);
  const owner = p.owner ? `${p.owner.ownerCode} — ${propertyName(p.owner, language)}` : t('detail.companyOwned');
  return (
    <Section title={t('detail.facts')} testId="property-facts">
      <Facts
        className="lg:grid-cols-3"
        items={[
          { label: t('fields.propertyType'), value: t(`type.${p.propertyType}`) },
          { label: t('fields.usage'), value: t(`usage.${p.usage}`) },
          p.unitNumber ? { label: t('fields.unitNumber'), value: <span className="num">{p.unitNumber}</span> } : null,
          { label: t('fields.city'), value: p.city ?? '—' },
          { label: t('fields.district'), value: p.district ?? '—' },
          { label: t('fields.address'), value: p.address ?? '—' },
          {
            label: t('detail.coordinates'),
            value: p.latitude ? (
              <Link to={withBase(co.base, '/properties/map')} className="inline-flex items-center gap-1 text-primary hover:underline">
                <MapPin aria-hidden="true" className="size-4" />
                <span dir="ltr" className="num">{`${Number(p.latitude).toFixed(5)}, ${Number(p.longitude).toFixed(5)}`}</span>
              </Link>
            ) : (
              '—'
            ),
          },
          { label: t('fields.areaSqm'), value: p.areaSqm ? <span className="num">{co.f.number(Number(p.areaSqm))}</span> : '—' },
          { label: t('fields.bedrooms'), value: n(p.bedrooms) },
          { label: t('fields.bathrooms'), value: n(p.bathrooms) },
          p.propertyType === 'building' ? { label: t('fields.floors'), value: n(p.floors) } : { label: t('fields.floorNumber'), value: n(p.floorNumber) },
          { label: t('fields.parkingSpaces'), value: n(p.parkingSpaces) },
          { label: t('fields.furnished'), value: p.furnished ? '✓' : '—' },
          { label: t('fields.rentPrice'), value: <span className="num">{co.money(p.rentPrice)}</span> },
          { label: t('fields.salePrice'), value: <span className="num">{co.money(p.salePrice)}</span> },
          { label: t('detail.owner'), value: owner },
          p.features.length ? { label: t('fields.features'), value: p.features.map((f) => t(`feature.${f as 'garden'}`)).join('، '), wide: true } : null,
          p.description ? { label: t('fields.description'), value: <span className="whitespace-pre-line">{p.description}</span>, wide: true } : null,
        ]}
      />
    </Section>
  );
}

/** The photos among the documents, as a gallery; each opens full size. */
export function PropertyPhotos({ property: p }: { property: PropertyDetail }) {
  const { t, language } = usePropertiesT();
  const d = useDataT().t;
  const photos = p.documents.filter((doc) => doc.kind === 'photo' && doc.contentType.startsWith('image/'));
  const base = `/api/properties/${p.id}/documents`;
  return (
    <Section title={t('detail.photos')} testId="property-photos">
      {photos.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ImageIcon aria-hidden="true" className="size-4 shrink-0" />
          {t('detail.noPhotos')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.id}>
              <button
                type="button"
                className="block w-full overflow-hidden rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => void openFile(`${base}/${photo.id}`).catch((error: unknown) => toast.error(errorText(error, d('loadFailed'), d('network'))))}
              >
                <img src={`${base}/${photo.id}`} alt={t('detail.photoOf', { name: propertyName(p, language) })} loading="lazy" className="aspect-[4/3] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
