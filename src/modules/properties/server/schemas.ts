// Input and output shapes of /api/properties: properties and their units, the map, the lease
// form's picker and the property page.
import { z } from '@hono/zod-openapi';
import { LEASE_STATUSES, MANUAL_PROPERTY_STATUSES, PROPERTY_FEATURES, PROPERTY_STATUSES, PROPERTY_TYPES, PROPERTY_USAGES } from '../../../core/leasing';
import { amount, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';
import { currencyOut, dateOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { maintenanceRowOut } from './maintenance-schemas';
import { properties, propertyDocuments } from './tables';

const count = (max: number) => z.number().int('not_whole_number').min(0, 'invalid_number').max(max, 'invalid_number');
/** Square metres with up to two decimals, as a decimal string like every amount. */
const area = z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, 'invalid_number');
const latitude = z.number().min(-90, 'invalid_coordinates').max(90, 'invalid_coordinates');
const longitude = z.number().min(-180, 'invalid_coordinates').max(180, 'invalid_coordinates');

const propertyFields = {
  /** Left out: the next PRP-00001 number. */
  propertyCode: z.string().trim().max(30, 'too_long').regex(/^[\p{L}\p{N}][\p{L}\p{N}\-_/. ]*$/u, 'invalid_format').optional(),
  unitNumber: optionalText(30),
  nameAr: requiredText(200),
  nameEn: optionalText(200),
  propertyType: z.enum(PROPERTY_TYPES),
  /** Left out: residential for homes and buildings, commercial for the rest (defaultUsage). */
  usage: z.enum(PROPERTY_USAGES).optional(),
  ownerId: uuidRef.nullable().optional(),
  city: optionalText(80),
  district: optionalText(120),
  address: optionalText(400),
  areaSqm: area.nullable().optional(),
  bedrooms: count(200).nullable().optional(),
  bathrooms: count(200).nullable().optional(),
  floors: count(300).nullable().optional(),
  floorNumber: z.number().int('not_whole_number').min(-10, 'invalid_number').max(300, 'invalid_number').nullable().optional(),
  parkingSpaces: count(5000).nullable().optional(),
  furnished: z.boolean().optional(),
  features: z.array(z.enum(PROPERTY_FEATURES)).max(PROPERTY_FEATURES.length).optional(),
  rentPrice: amount.nullable().optional(),
  salePrice: amount.nullable().optional(),
  latitude: latitude.nullable().optional(),
  longitude: longitude.nullable().optional(),
  description: optionalText(4000),
};

/**
 * A new property, or a unit when `parentId` names a building: a unit takes the building's owner,
 * city, district, address and coordinates unless given. It starts available (vacant from today),
 * for sale or reserved; 'rented' comes from a lease.
 */
export const propertyInput = z
  .object({
    ...propertyFields,
    parentId: uuidRef.optional(),
    status: z.enum(['available', 'for_sale', 'reserved']).optional(),
  })
  .strict();

// A patch names only what changes; the status only among the statuses a person sets.
export const propertyPatch = z
  .object({ ...propertyFields, propertyType: propertyFields.propertyType.optional(), nameAr: propertyFields.nameAr.optional(), status: z.enum(MANUAL_PROPERTY_STATUSES).optional() })
  .strict();

export const PROPERTY_SORTS = ['code', 'name', 'rent', 'created', 'status'] as const;
export const propertyListQuery = z.object({
  ...pageQuery,
  /** A comma list of statuses; unknown ones are ignored. */
  status: z.string().max(200).optional(),
  type: z.enum(PROPERTY_TYPES).optional().or(z.literal('').transform(() => undefined)),
  ownerId: uuidRef.optional().or(z.literal('').transform(() => undefined)),
  /** Top-level properties (buildings and stand-alone ones) by default; or the units; or both. */
  level: z.enum(['top', 'units', 'all']).default('top'),
  sort: z.enum(PROPERTY_SORTS).default('code'),
});

export const propertyMapQuery = z.object({
  status: z.string().max(200).optional(),
  type: z.enum(PROPERTY_TYPES).optional().or(z.literal('').transform(() => undefined)),
});

export const propertyOptionsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  /** 1: only what can take a lease (not a building divided into units, not sold, not inactive). */
  leasable: z.enum(['0', '1']).optional(),
});

export const PROPERTY_DOCUMENT_KINDS = ['photo', 'title_deed', 'floor_plan', 'permit', 'insurance', 'other'] as const;

// Output: the row as sent (money in the company currency's decimals), with its owner's name, and
// for a building its occupancy (units, rented units).
export const propertyOut = rowSchema(properties)
  .omit({ searchName: true })
  .extend({
    propertyType: z.enum(PROPERTY_TYPES),
    status: z.enum(PROPERTY_STATUSES),
    usage: z.enum(PROPERTY_USAGES),
    features: z.array(z.string()),
    currency: currencyOut,
    ownerNameAr: z.string().nullable(),
    ownerNameEn: z.string().nullable(),
    parentCode: z.string().nullable(),
    parentNameAr: z.string().nullable(),
    parentNameEn: z.string().nullable(),
    unitsCount: z.number().int(),
    rentedUnits: z.number().int(),
    /** Days since vacantSince while the property is not rented; null otherwise. */
    daysVacant: z.number().int().nullable(),
  })
  .openapi('Property');

export const propertyListOut = z.object({ items: z.array(propertyOut), total: z.number(), page: z.number(), pageSize: z.number(), counts: z.record(z.string(), z.number()) });

export const propertyMapOut = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      propertyCode: z.string(),
      parentId: z.string().nullable(),
      nameAr: z.string(),
      nameEn: z.string().nullable(),
      propertyType: z.enum(PROPERTY_TYPES),
      status: z.enum(PROPERTY_STATUSES),
      rentPrice: decimalOut.nullable(),
      city: z.string().nullable(),
      district: z.string().nullable(),
      latitude: decimalOut,
      longitude: decimalOut,
      unitsCount: z.number().int(),
      rentedUnits: z.number().int(),
    }),
  ),
  currency: currencyOut,
  /** The tile server (MAP_TILE_URL) as a Leaflet URL template, and its attribution. */
  tiles: z.object({ url: z.string(), attribution: z.string() }),
});

export const propertyOptionsOut = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      propertyCode: z.string(),
      unitNumber: z.string().nullable(),
      nameAr: z.string(),
      nameEn: z.string().nullable(),
      parentId: z.string().nullable(),
      buildingNameAr: z.string().nullable(),
      buildingNameEn: z.string().nullable(),
      propertyType: z.enum(PROPERTY_TYPES),
      status: z.enum(PROPERTY_STATUSES),
      usage: z.enum(PROPERTY_USAGES),
      rentPrice: decimalOut.nullable(),
      /** Whether a lease can start on it now (a building with units, a sold property or blocking maintenance cannot). */
      leasable: z.boolean(),
    }),
  ),
  currency: currencyOut,
});

export const propertyDocumentOut = rowSchema(propertyDocuments).extend({ kind: z.enum(PROPERTY_DOCUMENT_KINDS) }).openapi('PropertyDocument');

const leaseOut = z.object({
  id: z.string(),
  leaseNumber: z.string(),
  status: z.enum(LEASE_STATUSES),
  propertyId: z.string(),
  propertyCode: z.string(),
  unitNumber: z.string().nullable(),
  customerId: z.string(),
  tenantNameAr: z.string().nullable(),
  tenantNameEn: z.string().nullable(),
  startDate: dateOut,
  endDate: dateOut,
  terminatedOn: dateOut.nullable(),
  monthlyRent: decimalOut,
});

export const propertyDetailOut = propertyOut.extend({
  owner: z.object({ id: z.string(), ownerCode: z.string(), nameAr: z.string(), nameEn: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  parent: z.object({ id: z.string(), propertyCode: z.string(), nameAr: z.string(), nameEn: z.string().nullable(), status: z.enum(PROPERTY_STATUSES) }).nullable(),
  units: z.array(
    z.object({
      id: z.string(),
      propertyCode: z.string(),
      unitNumber: z.string().nullable(),
      nameAr: z.string(),
      nameEn: z.string().nullable(),
      propertyType: z.enum(PROPERTY_TYPES),
      status: z.enum(PROPERTY_STATUSES),
      areaSqm: decimalOut.nullable(),
      bedrooms: z.number().nullable(),
      rentPrice: decimalOut.nullable(),
      vacantSince: dateOut.nullable(),
      tenantNameAr: z.string().nullable(),
      tenantNameEn: z.string().nullable(),
      leaseId: z.string().nullable(),
    }),
  ),
  /** Null for a property without units. */
  occupancy: z.object({ units: z.number().int(), rented: z.number().int(), vacant: z.number().int(), percent: z.number().int() }).nullable(),
  /** Leases of the property (for a building, of its units), newest first. */
  leases: z.array(leaseOut),
  /** Rent due and collected this calendar year, and what is overdue today, in the company currency. */
  rent: z.object({ from: dateOut, to: dateOut, due: decimalOut, collected: decimalOut, overdue: decimalOut, overdueCount: z.number().int() }),
  maintenance: z.array(maintenanceRowOut),
  documents: z.array(propertyDocumentOut),
  /** Whether a lease can start on it now, and why not. */
  leasable: z.boolean(),
});
