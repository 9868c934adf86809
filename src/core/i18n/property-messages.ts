// Messages of the properties module (issue 15): properties and units, their status, and
// maintenance requests with who pays for them. Spread into the shared catalogue (messages.ts).
export const PROPERTY_MESSAGES = {
  property_code_taken: { ar: 'هذا الرمز مستخدم لعقار آخر', en: 'This code is used by another property' },
  unit_number_taken: { ar: 'يوجد في هذا المبنى وحدة بهذا الرقم', en: 'This building already has a unit with this number' },
  property_parent_is_unit: { ar: 'لا يمكن إضافة وحدة داخل وحدة: اختر المبنى نفسه', en: 'A unit cannot hold units: choose the building itself' },
  property_parent_leased: { ar: 'العقار مؤجر كاملاً الآن ولا يمكن تقسيمه إلى وحدات حتى ينتهي عقده', en: 'The property is leased as a whole now and cannot be divided into units until its lease ends' },
  property_status_rented: { ar: 'العقار مؤجر: تتغير حالته تلقائياً عند انتهاء العقد أو إنهائه', en: 'The property is rented: its status changes by itself when the lease ends or is terminated' },
  property_owner_missing: { ar: 'لا يوجد مالك مسجل لهذا العقار، فلا يمكن تحميل التكلفة على المالك', en: 'This property has no owner on record, so the cost cannot be charged to an owner' },
  property_no_tenant: { ar: 'لا يوجد مستأجر بعقد ساري لهذا العقار بتاريخ {date}، فلا يمكن تحميل التكلفة على المستأجر', en: 'This property has no tenant with an active lease on {date}, so the cost cannot be charged to a tenant' },
  maintenance_closed: { ar: 'طلب الصيانة {number} مغلق ولا يمكن تعديله', en: 'Maintenance request {number} is closed and cannot be changed' },
  maintenance_move_refused: { ar: 'لا يمكن تنفيذ هذا الإجراء على طلب الصيانة {number} في حالته الحالية', en: 'This action is not possible on maintenance request {number} in its current status' },
  maintenance_before_request: { ar: 'تاريخ الإنجاز قبل تاريخ تسجيل الطلب', en: 'The completion date is before the request was made' },
} as const;
