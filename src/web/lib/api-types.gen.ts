// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.

export type Schemas = {
  AttendanceRecord: {
    id: string;
    attendanceDate: string;
    checkInTime: string | null;
    checkOutTime: string | null;
    status: string;
    lateMinutes: number;
    totalHours: string | null;
  };
  Contract: {
    id: string;
    companyId: string;
    contractNumber: string;
    customerId: string;
    vehicleId: string;
    quotationId: string | null;
    status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
    startAt: string;
    plannedEndAt: string;
    endAt: string;
    rateUnit: "day" | "week" | "month";
    duration: number;
    rate: string;
    dailyRate: string;
    rentalAmount: string;
    extras: Array<{
      description: string;
      amount: string;
    }>;
    discount: string;
    depositAmount: string;
    depositStatus: "none" | "held" | "settled";
    depositApplied: string;
    depositRefunded: string;
    kmAllowancePerDay: number;
    extraKmRate: string;
    lateGraceMinutes: number;
    lateHourRate: string;
    fuelChargePerEighth: string;
    handoverAt: string | null;
    handoverOdometer: number | null;
    handoverFuel: number | null;
    handoverInspection: {
      checklist: Array<{
        code: string;
        ok: boolean;
        note?: string;
      }>;
      damages: Array<{
        description: string;
        amount: string;
      }>;
      notes?: string;
    } | null;
    returnedAt: string | null;
    returnOdometer: number | null;
    returnFuel: number | null;
    returnInspection: {
      checklist: Array<{
        code: string;
        ok: boolean;
        note?: string;
      }>;
      damages: Array<{
        description: string;
        amount: string;
      }>;
      notes?: string;
    } | null;
    returnChargesTotal: string | null;
    closedAt: string | null;
    terms: string | null;
    notes: string | null;
    statusReason: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  Customer: {
    id: string;
    companyId: string;
    customerNumber: string;
    customerType: "individual" | "corporate";
    nameEn: string | null;
    nameAr: string | null;
    phone: string;
    alternativePhone: string | null;
    email: string | null;
    nationality: string | null;
    dateOfBirth: string | null;
    civilId: string | null;
    civilIdExpiry: string | null;
    passportNumber: string | null;
    passportExpiry: string | null;
    licenseNumber: string | null;
    licenseExpiry: string | null;
    commercialRegister: string | null;
    contactPerson: string | null;
    address: string | null;
    city: string | null;
    creditLimit: string;
    isBlacklisted: boolean;
    blacklistReason: string | null;
    isActive: boolean;
    notes: string | null;
    searchName: string | null;
    documentCount: number;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
  };
  CustomerDocument: {
    id: string;
    companyId: string;
    customerId: string;
    kind: "civil_id" | "passport" | "licence" | "commercial_register" | "other";
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
    uploadedBy: string | null;
    createdAt: string;
  };
  Error: {
    error: {
      code: string;
      message: string;
      fields?: {
        [key: string]: string;
      };
    };
  };
  FeatureGate: {
    id: string;
    featureCode: string;
    featureName: string;
    description: string | null;
    isActive: boolean;
    requiredPlans: Array<string>;
    createdAt: string;
    updatedAt: string;
  };
  Invoice: {
    id: string;
    companyId: string;
    invoiceNumber: string;
    customerId: string;
    contractId: string | null;
    kind: string;
    installment: number | null;
    issueDate: string;
    dueDate: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    subtotal: string;
    discount: string;
    taxRate: string;
    taxAmount: string;
    total: string;
    paidAmount: string;
    status: "pending" | "partially_paid" | "paid" | "cancelled";
    notes: string | null;
    journalEntryId: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    balance: string;
    overdueDays: number;
  };
  LandingContent: {
    id: string;
    contentKey: string;
    contentValue: string;
    contentValueAr: string;
    isActive: boolean;
    sortOrder: number;
    createdAt: string;
    updatedAt: string;
  };
  Payment: {
    id: string;
    companyId: string;
    paymentNumber: string;
    customerId: string;
    contractId: string | null;
    paymentDate: string;
    method: "cash" | "cheque" | "bank_transfer" | "card" | "deposit";
    amount: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    reference: string | null;
    chequeNumber: string | null;
    bankName: string | null;
    notes: string | null;
    status: string;
    journalEntryId: string | null;
    createdBy: string | null;
    createdAt: string;
  };
  Plan: {
    id: string;
    planCode: string;
    name: string;
    nameAr: string | null;
    description: string | null;
    price: string;
    priceMonthly: string | null;
    priceYearly: string | null;
    billingCycle: string;
    maxUsers: number | null;
    maxVehicles: number | null;
    maxContracts: number | null;
    maxCustomers: number | null;
    storageLimitGb: number | null;
    features: Array<string>;
    isActive: boolean;
    isDefault: boolean;
    createdAt: string;
    updatedAt: string;
    prices: Array<{
      currency: string;
      monthly: string;
      yearly: string;
    }>;
  };
  PublicQuotation: {
    quotationNumber: string;
    status: "draft" | "sent" | "approved" | "rejected" | "expired" | "converted";
    company: {
      nameAr: string | null;
      name: string;
      logoUrl: string | null;
      phone: string | null;
    };
    customer: {
      nameAr: string | null;
      nameEn: string | null;
    };
    vehicle: {
      make: string | null;
      model: string | null;
      year: number | null;
    } | null;
    vehicleClass: string | null;
    startDate: string;
    rateUnit: "day" | "week" | "month";
    duration: number;
    rate: string;
    extras: Array<{
      description: string;
      amount: string;
    }>;
    subtotal: string;
    discount: string;
    total: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    validUntil: string;
    terms: string | null;
    decidedAt: string | null;
    clientComment: string | null;
  };
  Quotation: {
    id: string;
    companyId: string;
    quotationNumber: string;
    customerId: string;
    vehicleId: string | null;
    vehicleClass: string | null;
    startDate: string;
    rateUnit: "day" | "week" | "month";
    duration: number;
    rate: string;
    extras: Array<{
      description: string;
      amount: string;
    }>;
    discount: string;
    subtotal: string;
    total: string;
    validUntil: string;
    terms: string | null;
    notes: string | null;
    status: "draft" | "sent" | "approved" | "rejected" | "expired" | "converted";
    approvalExpiresAt: string | null;
    sentAt: string | null;
    decidedAt: string | null;
    clientComment: string | null;
    decisionIp: string | null;
    contractId: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  SubscriptionRecord: {
    id: string;
    companyId: string;
    planId: string;
    planCode: string;
    billingCycle: "monthly" | "yearly";
    periodStart: string;
    periodEnd: string;
    amount: string;
    currency: string;
    status: "paid" | "pending" | "cancelled" | "refunded";
    paymentMethod: "bank_transfer" | "cash" | "cheque" | "card" | "other" | null;
    reference: string | null;
    notes: string | null;
    paidAt: string | null;
    recordedBy: string | null;
    createdAt: string;
    updatedAt: string;
  };
  SupportTicket: {
    id: string;
    companyId: string;
    ticketNumber: string;
    title: string;
    description: string;
    category: "technical" | "billing" | "account" | "feature_request" | "other";
    priority: "low" | "medium" | "high" | "urgent";
    status: "open" | "in_progress" | "waiting_customer" | "resolved" | "closed";
    createdBy: string;
    createdByName: string;
    createdByEmail: string;
    assignedTo: string | null;
    attachments: Array<{
      url: string;
      name: string;
    }>;
    firstResponseAt: string | null;
    resolvedAt: string | null;
    closedAt: string | null;
    satisfactionRating: number | null;
    satisfactionComment: string | null;
    lastActivityAt: string;
    createdAt: string;
    updatedAt: string;
  };
  SupportTicketReply: {
    id: string;
    companyId: string;
    ticketId: string;
    authorId: string;
    authorName: string;
    fromStaff: boolean;
    body: string;
    attachments: Array<{
      url: string;
      name: string;
    }>;
    createdAt: string;
  };
  Vehicle: {
    id: string;
    companyId: string;
    plateNumber: string;
    make: string;
    model: string;
    year: number;
    vin: string | null;
    color: string | null;
    colorAr: string | null;
    bodyType: "sedan" | "suv" | "hatchback" | "pickup" | "van" | "bus" | "coupe" | "truck";
    fuelType: "petrol" | "diesel" | "hybrid" | "electric";
    transmission: "automatic" | "manual";
    seats: number;
    odometer: number;
    fuelLevel: number;
    status: "available" | "rented" | "reserved" | "maintenance" | "out_of_service" | "accident" | "stolen" | "police_station";
    dailyRate: string;
    weeklyRate: string | null;
    monthlyRate: string | null;
    minDailyRate: string | null;
    minWeeklyRate: string | null;
    minMonthlyRate: string | null;
    depositAmount: string;
    registrationNumber: string | null;
    registrationExpiry: string | null;
    insurancePolicyNumber: string | null;
    insuranceProvider: string | null;
    insuranceExpiry: string | null;
    purchaseDate: string | null;
    purchaseCost: string | null;
    serviceIntervalKm: number | null;
    serviceIntervalMonths: number | null;
    lastServiceDate: string | null;
    lastServiceOdometer: number | null;
    photoFileId: string | null;
    notes: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    warnings: Array<{
      kind: "registration" | "insurance" | "service";
      date: string;
      daysLeft: number;
    }>;
    kmToService: number | null;
  };
  VehicleDocument: {
    id: string;
    companyId: string;
    vehicleId: string;
    kind: "photo" | "registration" | "insurance" | "purchase" | "other";
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
    expiresOn: string | null;
    uploadedBy: string | null;
    createdAt: string;
  };
};

/** The JSON body of each operation’s success answer. */
export type ApiResponses = {
  "DELETE /api/customers/{id}/documents/{documentId}": {
    ok: boolean;
  };
  "DELETE /api/fleet/vehicles/{id}/documents/{documentId}": {
    ok: boolean;
  };
  "DELETE /api/me/sessions/{id}": {
    revoked: number;
  };
  "DELETE /api/platform/feature-gates/{id}": {
    ok: true;
  };
  "DELETE /api/platform/landing-content/{id}": {
    ok: true;
  };
  "GET /api/attendance/today": {
    employeeId: string | null;
    date: string;
    state: "not_recorded" | "checked_in" | "checked_out" | "no_permission";
    record: Schemas["AttendanceRecord"] & Record<string, never> | null;
    officeConfigured: boolean;
  };
  "GET /api/billing/invoices": {
    items: Array<Schemas["Invoice"] & {
      customerNameAr: string | null;
      customerNameEn: string | null;
      contractNumber: string | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    totals: {
      outstanding: string;
      overdue: string;
    };
  };
  "GET /api/billing/invoices/{id}": Schemas["Invoice"] & {
    lines: Array<{
      id: string;
      companyId: string;
      invoiceId: string;
      lineNumber: number;
      code: string;
      description: string;
      quantity: string;
      unitPrice: string;
      total: string;
    }>;
    payments: Array<{
      amount: string;
      paymentId: string;
      paymentNumber: string;
      paymentDate: string;
      method: "cash" | "cheque" | "bank_transfer" | "card" | "deposit";
    }>;
    customer: {
      id: string;
      nameAr: string | null;
      nameEn: string | null;
      phone: string;
    } | null;
    contract: {
      id: string;
      contractNumber: string;
    } | null;
  };
  "GET /api/billing/payments": {
    items: Array<Schemas["Payment"] & {
      customerNameAr: string | null;
      customerNameEn: string | null;
      contractNumber: string | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "GET /api/company": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    activeModules: Array<string>;
    currency: string;
    timezone: string;
    workWeek: Array<number>;
    country: string | null;
    city: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    addressAr: string | null;
    commercialRegister: string | null;
    licenseNumber: string | null;
    logoUrl: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
  };
  "GET /api/company/modules": {
    items: Array<{
      moduleName: string;
      isEnabled: boolean;
      version: string;
    }>;
  };
  "GET /api/contracts": {
    items: Array<{
      id: string;
      contractNumber: string;
      status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      startAt: string;
      plannedEndAt: string;
      endAt: string;
      rateUnit: "day" | "week" | "month";
      duration: number;
      rentalAmount: string;
      customerId: string;
      vehicleId: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
      customerPhone: string;
      plateNumber: string;
      make: string;
      model: string;
    }>;
    total: number;
    page: number;
    pageSize: number;
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/contracts/duplicates": {
    items: Array<{
      firstId: string;
      firstNumber: string;
      firstStatus: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      secondId: string;
      secondNumber: string;
      secondStatus: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      startAt: string;
      endAt: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
      plateNumber: string;
    }>;
  };
  "GET /api/contracts/{id}": Schemas["Contract"] & {
    customer: {
      id: string;
      nameAr: string | null;
      nameEn: string | null;
      phone: string;
      civilId: string | null;
      licenseNumber: string | null;
      licenseExpiry: string | null;
      isBlacklisted: boolean;
    } | null;
    vehicle: {
      id: string;
      plateNumber: string;
      make: string;
      model: string;
      year: number;
      odometer: number;
      colorAr: string | null;
      color: string | null;
      status: "available" | "rented" | "reserved" | "maintenance" | "out_of_service" | "accident" | "stolen" | "police_station";
    } | null;
    invoices: Array<Schemas["Invoice"]>;
    payments: Array<Schemas["Payment"]>;
    balance: string;
  };
  "GET /api/customers": {
    items: Array<Schemas["Customer"]>;
    total: number;
    page: number;
    pageSize: number;
    counts: {
      all: number;
      active: number;
      inactive: number;
      blacklisted: number;
    };
  };
  "GET /api/customers/{id}": Schemas["Customer"] & {
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    balance: {
      invoiced: string;
      paid: string;
      due: string;
      overdue: string;
    };
    contracts: Array<{
      id: string;
      contractNumber: string;
      status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      startAt: string;
      endAt: string;
      rentalAmount: string;
      plateNumber: string;
      make: string;
      model: string;
    }>;
    invoices: Array<Schemas["Invoice"]>;
    payments: Array<Schemas["Payment"]>;
    documents: Array<Schemas["CustomerDocument"]>;
  };
  "GET /api/dashboard/rental": {
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    today: string;
    fleet: {
      total: number;
      byStatus: {
        [key: string]: number;
      };
    };
    utilisation: {
      percent: number;
      month: string;
    };
    activeContracts: number;
    endingSoon: {
      count: number;
      items: Array<{
        id: string;
        contractNumber: string;
        plannedEndAt: string;
        customerNameAr: string | null;
        customerNameEn: string | null;
        plateNumber: string;
      }>;
    };
    overdue: {
      count: number;
      amount: string;
      items: Array<{
        id: string;
        invoiceNumber: string;
        dueDate: string;
        balance: string;
        customerNameAr: string | null;
        customerNameEn: string | null;
        contractId: string | null;
      }>;
    };
    revenue: {
      thisMonth: string;
      lastMonth: string;
    };
    collections: {
      thisMonth: string;
      lastMonth: string;
    };
    activity: Array<{
      kind: "contract";
      id: string;
      number: string;
      status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      at: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
      amount: null;
      href: string;
    } | {
      kind: "payment";
      id: string;
      number: string;
      status: "cash" | "cheque" | "bank_transfer" | "card" | "deposit";
      at: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
      amount: string;
      href: string;
    }>;
  };
  "GET /api/features/{code}": {
    enabled: boolean;
  };
  "GET /api/fleet/availability": {
    from: string;
    to: string;
    vehicles: Array<{
      id: string;
      plateNumber: string;
      make: string;
      model: string;
      status: "available" | "rented" | "reserved" | "maintenance" | "out_of_service" | "accident" | "stolen" | "police_station";
      bookings: Array<{
        id: string;
        vehicleId: string;
        contractNumber: string;
        status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
        startAt: string;
        endAt: string;
        customerNameAr: string | null;
        customerNameEn: string | null;
      }>;
    }>;
  };
  "GET /api/fleet/vehicles": {
    items: Array<Schemas["Vehicle"]>;
    total: number;
    page: number;
    pageSize: number;
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/fleet/vehicles/{id}": Schemas["Vehicle"] & {
    odometerHistory: Array<{
      id: string;
      companyId: string;
      vehicleId: string;
      reading: number;
      source: "manual" | "handover" | "return" | "service";
      sourceId: string | null;
      recordedAt: string;
      recordedBy: string | null;
    }>;
    documents: Array<Schemas["VehicleDocument"]>;
    contracts: Array<{
      id: string;
      contractNumber: string;
      status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
      startAt: string;
      endAt: string;
      rentalAmount: string;
      customerNameAr: string | null;
      customerNameEn: string | null;
    }>;
  };
  "GET /api/health": {
    status: "ok";
    db: "pglite" | "postgres";
  };
  "GET /api/hr/accounts": {
    items: Array<{
      employeeId: string;
      employeeNumber: string;
      name: string;
      nameAr: string | null;
      email: string | null;
      userId: string | null;
      roles: Array<string>;
      extraGrants: Array<string>;
      hasSystemAccess: boolean;
      accountStatus: string;
    }>;
  };
  "GET /api/hr/assignable": {
    roles: Array<string>;
    permissions: Array<string>;
  };
  "GET /api/hr/attendance/board": {
    date: string;
    items: Array<{
      employeeId: string;
      employeeNumber: string;
      name: string;
      nameAr: string | null;
      department: string | null;
      state: "in" | "late" | "out" | "absent" | "on_leave" | "day_off";
      checkInTime: string | null;
      checkOutTime: string | null;
      lateMinutes: number;
    }>;
  };
  "GET /api/hr/attendance/monthly": {
    month: string;
    items: Array<{
      employeeId: string;
      employeeNumber: string;
      name: string;
      nameAr: string | null;
      department: string | null;
      workingDays: number;
      present: number;
      absent: number;
      late: number;
      leave: number;
      hours: string;
    }>;
  };
  "GET /api/hr/attendance/records": {
    items: Array<Schemas["AttendanceRecord"]>;
  };
  "GET /api/hr/employees": {
    items: Array<{
      view: "full";
      id: string;
      employeeNumber: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
      nationalId: string | null;
      phone: string | null;
      email: string | null;
      position: string | null;
      positionAr: string | null;
      department: string | null;
      departmentAr: string | null;
      hireDate: string | null;
      terminationDate: string | null;
      basicSalary: string;
      allowances: string;
      bankName: string | null;
      iban: string | null;
      isActive: boolean;
      accountStatus: string;
      hasSystemAccess: boolean;
      userId: string | null;
      notes: string | null;
    } | {
      id: string;
      employeeNumber: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
      position: string | null;
      positionAr: string | null;
      department: string | null;
      departmentAr: string | null;
      email: string | null;
      isActive: boolean;
      view: "directory";
    }>;
    total: number;
    page: number;
    pageSize: number;
  };
  "GET /api/hr/employees/{id}": {
    view: "full";
    id: string;
    employeeNumber: string;
    firstName: string;
    lastName: string;
    firstNameAr: string | null;
    lastNameAr: string | null;
    nationalId: string | null;
    phone: string | null;
    email: string | null;
    position: string | null;
    positionAr: string | null;
    department: string | null;
    departmentAr: string | null;
    hireDate: string | null;
    terminationDate: string | null;
    basicSalary: string;
    allowances: string;
    bankName: string | null;
    iban: string | null;
    isActive: boolean;
    accountStatus: string;
    hasSystemAccess: boolean;
    userId: string | null;
    notes: string | null;
  } | {
    id: string;
    employeeNumber: string;
    firstName: string;
    lastName: string;
    firstNameAr: string | null;
    lastNameAr: string | null;
    position: string | null;
    positionAr: string | null;
    department: string | null;
    departmentAr: string | null;
    email: string | null;
    isActive: boolean;
    view: "directory";
  };
  "GET /api/hr/leave/balances": {
    employeeId: string;
    year: number;
    items: Array<{
      leaveTypeId: string;
      code: string;
      name: string;
      nameAr: string;
      isPaid: boolean;
      entitled: string | null;
      used: string;
      pending: string;
      remaining: string | null;
    }>;
  };
  "GET /api/hr/leave/requests": {
    items: Array<{
      id: string;
      requestNumber: string;
      employeeId: string;
      employeeName: string;
      employeeNameAr: string | null;
      leaveTypeId: string;
      leaveType: string;
      leaveTypeAr: string;
      startDate: string;
      endDate: string;
      days: string;
      reason: string | null;
      status: string;
      reviewNotes: string | null;
      createdAt: string;
    }>;
  };
  "GET /api/hr/leave/types": {
    items: Array<{
      id: string;
      code: string;
      name: string;
      nameAr: string;
      isPaid: boolean;
      yearlyAllowance: string | null;
    }>;
  };
  "GET /api/hr/location-settings": {
    officeLatitude: number | null;
    officeLongitude: number | null;
    allowedRadius: number | null;
    workStartTime: string | null;
    workEndTime: string | null;
    lateGraceMinutes: number;
    autoCheckoutEnabled: boolean;
  };
  "GET /api/hr/reports/summary": {
    month: string;
    headcount: Array<{
      department: string | null;
      departmentAr: string | null;
      count: number;
    }>;
    attendance: {
      present: number;
      absent: number;
      late: number;
      leave: number;
      hours: string;
    };
    leave: Array<{
      code: string;
      name: string;
      nameAr: string;
      approvedDays: string;
      pendingDays: string;
    }>;
  };
  "GET /api/landing-content": {
    items: Array<{
      contentKey: string;
      value: string;
      valueAr: string;
      sortOrder: number;
    }>;
  };
  "GET /api/me": {
    user: {
      id: string;
      email: string;
      name: string;
      requiresPasswordChange: boolean;
    };
    profile: {
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
      position: string | null;
      positionAr: string | null;
      phone: string | null;
      avatarUrl: string | null;
      languagePreference: string;
      theme: string;
      numberingSystem: string;
      calendar: string;
    } | null;
    company: {
      id: string;
      name: string;
      nameAr: string | null;
      businessType: string;
      activeModules: Array<string>;
      currency: string;
      plan: string;
      subscriptionStatus: string;
      trialEndsAt: string | null;
      restriction: "ok" | "suspended" | "read_only";
    } | null;
    roles: Array<string>;
    permissions: Array<string>;
    isSuperAdmin: boolean;
    browsing: boolean;
    access: {
      ok: true;
    } | {
      ok: false;
      reason: string;
      message: string;
    };
  };
  "GET /api/me/sessions": {
    items: Array<{
      id: string;
      createdAt: string;
      lastActiveAt: string;
      ipAddress: string | null;
      userAgent: string | null;
      current: boolean;
    }>;
  };
  "GET /api/platform/companies": {
    items: Array<{
      id: string;
      name: string;
      nameAr: string | null;
      businessType: string;
      country: string | null;
      city: string | null;
      currency: string;
      email: string | null;
      phone: string | null;
      subscriptionStatus: string;
      subscriptionPlan: string;
      planName: string | null;
      planNameAr: string | null;
      trialEndsAt: string | null;
      subscriptionExpiresAt: string | null;
      activeModules: Array<string>;
      createdAt: string;
      usersCount: number;
      recordsCount: number;
    }>;
  };
  "GET /api/platform/companies/{id}": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    country: string | null;
    city: string | null;
    currency: string;
    email: string | null;
    phone: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
    planName: string | null;
    planNameAr: string | null;
    trialEndsAt: string | null;
    subscriptionExpiresAt: string | null;
    activeModules: Array<string>;
    createdAt: string;
    usersCount: number;
    recordsCount: number;
    usage: {
      [key: string]: number;
    };
    limits: {
      [key: string]: number | null;
    };
    admins: Array<{
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
    }>;
  };
  "GET /api/platform/dashboard": {
    companiesTotal: number;
    companiesByType: Array<{
      key: string;
      count: number;
    }>;
    companiesByStatus: Array<{
      key: string;
      count: number;
    }>;
    trialsEndingThisWeek: Array<{
      id: string;
      name: string;
      nameAr: string | null;
      trialEndsAt: string | null;
    }>;
    usersTotal: number;
    activeUsers30d: number;
    ticketsWaiting: number;
    oldestWaitingTickets: Array<{
      id: string;
      ticketNumber: string;
      title: string;
      priority: "low" | "medium" | "high" | "urgent";
      status: "open" | "in_progress" | "waiting_customer" | "resolved" | "closed";
      createdAt: string;
      companyId: string;
    }>;
  };
  "GET /api/platform/feature-gates": {
    items: Array<Schemas["FeatureGate"]>;
  };
  "GET /api/platform/landing-content": {
    items: Array<Schemas["LandingContent"]>;
  };
  "GET /api/platform/mail-outbox": {
    items: Array<{
      id: string;
      to: string;
      subject: string;
      kind: string;
      createdAt: string;
      sentAt: string | null;
      link: string | null;
    }>;
  };
  "GET /api/platform/plans": {
    items: Array<Schemas["Plan"]>;
  };
  "GET /api/platform/reports": {
    months: Array<string>;
    currencies: Array<string>;
    signupsByMonth: Array<{
      month: string;
      count: number;
    }>;
    revenueByMonth: Array<{
      month: string;
      amounts: {
        [key: string]: string;
      };
    }>;
    usageByCompany: Array<{
      id: string;
      name: string;
      nameAr: string | null;
      plan: string;
      status: string;
      currency: string;
      users: number;
      vehicles: number;
      customers: number;
      contracts: number;
      tickets: number;
    }>;
  };
  "GET /api/platform/settings": {
    platformName: string;
    platformNameAr: string;
    supportEmail: string | null;
    supportPhone: string | null;
    defaultPlanCode: string;
    trialDays: number;
    updatedBy: string | null;
    updatedAt: string;
    smtp: {
      configured: boolean;
      host: string | null;
    };
  };
  "GET /api/platform/subscriptions": {
    items: Array<Schemas["SubscriptionRecord"] & {
      companyName: string;
      companyNameAr: string | null;
    }>;
  };
  "GET /api/platform/support/staff": {
    items: Array<{
      id: string;
      name: string;
      email: string;
    }>;
  };
  "GET /api/platform/support/tickets": {
    items: Array<Schemas["SupportTicket"] & {
      companyName: string | null;
      companyNameAr: string | null;
    }>;
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/platform/support/tickets/{id}": Schemas["SupportTicket"] & {
    replies: Array<Schemas["SupportTicketReply"]>;
    companyName: string | null;
    companyNameAr: string | null;
  };
  "GET /api/platform/users": {
    items: Array<{
      id: string;
      email: string;
      name: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
      companyId: string | null;
      companyName: string | null;
      companyNameAr: string | null;
      requiresPasswordChange: boolean;
      roles: Array<string>;
      active: boolean;
      createdAt: string;
      lastSignInAt: string | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
  };
  "GET /api/public/quotations/{token}": Schemas["PublicQuotation"];
  "GET /api/quotations": {
    items: Array<Schemas["Quotation"] & {
      customerNameAr: string | null;
      customerNameEn: string | null;
      plateNumber: string | null;
      make: string | null;
      model: string | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
  };
  "GET /api/quotations/{id}": Schemas["Quotation"] & {
    customer: {
      id: string;
      nameAr: string | null;
      nameEn: string | null;
      phone: string;
      email: string | null;
    } | null;
    vehicle: {
      id: string;
      plateNumber: string;
      make: string;
      model: string;
      year: number;
    } | null;
  };
  "GET /api/search/records": {
    items: Array<{
      kind: "customer" | "vehicle" | "contract" | "quotation" | "invoice";
      id: string;
      title: string;
      subtitle: string | null;
      href: string;
    }>;
  };
  "GET /api/subscription": {
    status: string;
    trialEndsAt: string | null;
    trialDaysLeft: number | null;
    expiresAt: string | null;
    currency: string;
    plan: {
      code: string;
      name: string;
      nameAr: string | null;
      features: Array<string>;
      storageLimitGb: number | null;
      monthly: string | null;
      yearly: string | null;
    };
    usage: Array<{
      resource: "users" | "vehicles" | "customers" | "contracts";
      used: number;
      limit: number | null;
    }>;
    history: Array<Schemas["SubscriptionRecord"]>;
  };
  "GET /api/support/contact": {
    name: string;
    nameAr: string;
    email: string | null;
    phone: string | null;
  };
  "GET /api/support/tickets": {
    items: Array<Schemas["SupportTicket"]>;
  };
  "GET /api/support/tickets/{id}": Schemas["SupportTicket"] & {
    replies: Array<Schemas["SupportTicketReply"]>;
  };
  "PATCH /api/company": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    activeModules: Array<string>;
    currency: string;
    timezone: string;
    workWeek: Array<number>;
    country: string | null;
    city: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    addressAr: string | null;
    commercialRegister: string | null;
    licenseNumber: string | null;
    logoUrl: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
  };
  "PATCH /api/customers/{id}": Schemas["Customer"];
  "PATCH /api/fleet/vehicles/{id}": Schemas["Vehicle"];
  "PATCH /api/hr/employees/{id}": {
    view: "full";
    id: string;
    employeeNumber: string;
    firstName: string;
    lastName: string;
    firstNameAr: string | null;
    lastNameAr: string | null;
    nationalId: string | null;
    phone: string | null;
    email: string | null;
    position: string | null;
    positionAr: string | null;
    department: string | null;
    departmentAr: string | null;
    hireDate: string | null;
    terminationDate: string | null;
    basicSalary: string;
    allowances: string;
    bankName: string | null;
    iban: string | null;
    isActive: boolean;
    accountStatus: string;
    hasSystemAccess: boolean;
    userId: string | null;
    notes: string | null;
  };
  "PATCH /api/me/profile": {
    firstName: string;
    lastName: string;
    firstNameAr: string | null;
    lastNameAr: string | null;
    position: string | null;
    positionAr: string | null;
    phone: string | null;
    avatarUrl: string | null;
    languagePreference: string;
    theme: string;
    numberingSystem: string;
    calendar: string;
  };
  "PATCH /api/platform/companies/{id}": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    country: string | null;
    city: string | null;
    currency: string;
    email: string | null;
    phone: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
    planName: string | null;
    planNameAr: string | null;
    trialEndsAt: string | null;
    subscriptionExpiresAt: string | null;
    activeModules: Array<string>;
    createdAt: string;
    usersCount: number;
    recordsCount: number;
    usage: {
      [key: string]: number;
    };
    limits: {
      [key: string]: number | null;
    };
    admins: Array<{
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
    }>;
  };
  "PATCH /api/platform/feature-gates/{id}": Schemas["FeatureGate"];
  "PATCH /api/platform/landing-content/{id}": Schemas["LandingContent"];
  "PATCH /api/platform/plans/{id}": Schemas["Plan"];
  "PATCH /api/platform/subscriptions/{id}": Schemas["SubscriptionRecord"];
  "PATCH /api/platform/support/tickets/{id}": Schemas["SupportTicket"];
  "POST /api/attendance/clock-in": {
    success: boolean;
    message: string;
    error?: string;
    errorCode?: string;
    needsConfiguration?: boolean;
    distance?: number;
    allowedRadius?: number;
    record?: Schemas["AttendanceRecord"];
  };
  "POST /api/attendance/clock-out": {
    success: boolean;
    message: string;
    error?: string;
    errorCode?: string;
    needsConfiguration?: boolean;
    distance?: number;
    allowedRadius?: number;
    record?: Schemas["AttendanceRecord"];
  };
  "POST /api/attendance/verify-location": {
    success: boolean;
    message: string;
    error?: string;
    errorCode?: string;
    needsConfiguration?: boolean;
    distance?: number;
    allowedRadius?: number;
    record?: Schemas["AttendanceRecord"];
  };
  "POST /api/billing/invoices": Schemas["Invoice"];
  "POST /api/billing/invoices/{id}/cancel": Schemas["Invoice"];
  "POST /api/billing/payments": Schemas["Payment"] & {
    allocated: string;
    unallocated: string;
  };
  "POST /api/company/logo": {
    logoUrl: string;
  };
  "POST /api/contracts": Schemas["Contract"];
  "POST /api/contracts/{id}/cancel": Schemas["Contract"];
  "POST /api/contracts/{id}/close": {
    contract: Schemas["Contract"];
    depositApplied: string;
    depositRefunded: string;
    balance: string;
  };
  "POST /api/contracts/{id}/handover": Schemas["Contract"];
  "POST /api/contracts/{id}/reserve": Schemas["Contract"];
  "POST /api/contracts/{id}/resume": Schemas["Contract"];
  "POST /api/contracts/{id}/return": {
    contract: Schemas["Contract"];
    charges: {
      ok: true;
      lines: Array<{
        code: "rental" | "extra_km" | "late" | "fuel" | "damage" | "extra";
        description: string;
        quantity: string;
        unitPrice: string;
        total: string;
      }>;
      total: string;
      kmDriven: number;
      kmAllowed: number | null;
      lateMinutes: number;
    };
    invoice: {
      id: string;
      companyId: string;
      invoiceNumber: string;
      customerId: string;
      contractId: string | null;
      kind: string;
      installment: number | null;
      issueDate: string;
      dueDate: string;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
      subtotal: string;
      discount: string;
      taxRate: string;
      taxAmount: string;
      total: string;
      paidAmount: string;
      status: "pending" | "partially_paid" | "paid" | "cancelled";
      notes: string | null;
      journalEntryId: string | null;
      createdBy: string | null;
      createdAt: string;
      updatedAt: string;
    } | null;
  };
  "POST /api/contracts/{id}/suspend": Schemas["Contract"];
  "POST /api/customers": Schemas["Customer"];
  "POST /api/customers/{id}/documents": Schemas["CustomerDocument"];
  "POST /api/fleet/vehicles": Schemas["Vehicle"];
  "POST /api/fleet/vehicles/{id}/documents": Schemas["VehicleDocument"];
  "POST /api/fleet/vehicles/{id}/odometer": Schemas["Vehicle"];
  "POST /api/hr/employees": {
    view: "full";
    id: string;
    employeeNumber: string;
    firstName: string;
    lastName: string;
    firstNameAr: string | null;
    lastNameAr: string | null;
    nationalId: string | null;
    phone: string | null;
    email: string | null;
    position: string | null;
    positionAr: string | null;
    department: string | null;
    departmentAr: string | null;
    hireDate: string | null;
    terminationDate: string | null;
    basicSalary: string;
    allowances: string;
    bankName: string | null;
    iban: string | null;
    isActive: boolean;
    accountStatus: string;
    hasSystemAccess: boolean;
    userId: string | null;
    notes: string | null;
  };
  "POST /api/hr/employees/{id}/account": {
    employeeId: string;
    employeeNumber: string;
    name: string;
    nameAr: string | null;
    email: string | null;
    userId: string | null;
    roles: Array<string>;
    extraGrants: Array<string>;
    hasSystemAccess: boolean;
    accountStatus: string;
    inviteLink: string | null;
  };
  "POST /api/hr/leave/requests": {
    id: string;
    requestNumber: string;
    employeeId: string;
    employeeName: string;
    employeeNameAr: string | null;
    leaveTypeId: string;
    leaveType: string;
    leaveTypeAr: string;
    startDate: string;
    endDate: string;
    days: string;
    reason: string | null;
    status: string;
    reviewNotes: string | null;
    createdAt: string;
  };
  "POST /api/hr/leave/requests/{id}/decision": {
    id: string;
    requestNumber: string;
    employeeId: string;
    employeeName: string;
    employeeNameAr: string | null;
    leaveTypeId: string;
    leaveType: string;
    leaveTypeAr: string;
    startDate: string;
    endDate: string;
    days: string;
    reason: string | null;
    status: string;
    reviewNotes: string | null;
    createdAt: string;
  };
  "POST /api/me/avatar": {
    avatarUrl: string;
  };
  "POST /api/me/password": {
    ok: true;
  };
  "POST /api/platform/companies": {
    id: string;
    adminUserId: string;
    inviteLink: string;
  };
  "POST /api/platform/companies/{id}/reactivate": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    country: string | null;
    city: string | null;
    currency: string;
    email: string | null;
    phone: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
    planName: string | null;
    planNameAr: string | null;
    trialEndsAt: string | null;
    subscriptionExpiresAt: string | null;
    activeModules: Array<string>;
    createdAt: string;
    usersCount: number;
    recordsCount: number;
    usage: {
      [key: string]: number;
    };
    limits: {
      [key: string]: number | null;
    };
    admins: Array<{
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
    }>;
  };
  "POST /api/platform/companies/{id}/subscriptions": Schemas["SubscriptionRecord"];
  "POST /api/platform/companies/{id}/suspend": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    country: string | null;
    city: string | null;
    currency: string;
    email: string | null;
    phone: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
    planName: string | null;
    planNameAr: string | null;
    trialEndsAt: string | null;
    subscriptionExpiresAt: string | null;
    activeModules: Array<string>;
    createdAt: string;
    usersCount: number;
    recordsCount: number;
    usage: {
      [key: string]: number;
    };
    limits: {
      [key: string]: number | null;
    };
    admins: Array<{
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
    }>;
  };
  "POST /api/platform/feature-gates": Schemas["FeatureGate"];
  "POST /api/platform/landing-content": Schemas["LandingContent"];
  "POST /api/platform/plans": {
    id: string;
    planCode: string;
    name: string;
    nameAr: string | null;
    description: string | null;
    price: string;
    priceMonthly: string | null;
    priceYearly: string | null;
    billingCycle: string;
    maxUsers: number | null;
    maxVehicles: number | null;
    maxContracts: number | null;
    maxCustomers: number | null;
    storageLimitGb: number | null;
    features: Array<string>;
    isActive: boolean;
    isDefault: boolean;
    createdAt: string;
    updatedAt: string;
  };
  "POST /api/platform/settings/smtp-check": {
    configured: boolean;
    ok: boolean;
    error: string | null;
  };
  "POST /api/platform/support/attachments": {
    url: string;
    name: string;
  };
  "POST /api/platform/support/tickets/{id}/replies": Schemas["SupportTicketReply"];
  "POST /api/platform/users/{id}/disable": {
    ok: true;
  };
  "POST /api/platform/users/{id}/enable": {
    ok: true;
  };
  "POST /api/platform/users/{id}/move": {
    ok: true;
  };
  "POST /api/platform/users/{id}/reset-password": {
    temporaryPassword: string;
  };
  "POST /api/public/quotations/{token}/decision": {
    status: "approved" | "rejected";
    quotationNumber: string;
  };
  "POST /api/quotations": Schemas["Quotation"];
  "POST /api/quotations/{id}/convert": {
    contractId: string;
    contractNumber: string;
    status: "draft" | "reserved" | "active" | "suspended" | "returned" | "closed" | "cancelled";
  };
  "POST /api/quotations/{id}/send": Schemas["Quotation"] & {
    approvalUrl: string;
  };
  "POST /api/signup": {
    userId: string;
    companyId: string;
  };
  "POST /api/support/attachments": {
    url: string;
    name: string;
  };
  "POST /api/support/tickets": Schemas["SupportTicket"];
  "POST /api/support/tickets/{id}/close": Schemas["SupportTicket"];
  "POST /api/support/tickets/{id}/rating": Schemas["SupportTicket"];
  "POST /api/support/tickets/{id}/replies": Schemas["SupportTicketReply"];
  "PUT /api/company/modules/{moduleName}": {
    moduleName: string;
    isEnabled: boolean;
    version: string;
  };
  "PUT /api/hr/employees/{id}/access": {
    employeeId: string;
    employeeNumber: string;
    name: string;
    nameAr: string | null;
    email: string | null;
    userId: string | null;
    roles: Array<string>;
    extraGrants: Array<string>;
    hasSystemAccess: boolean;
    accountStatus: string;
  };
  "PUT /api/hr/employees/{id}/permissions": {
    employeeId: string;
    employeeNumber: string;
    name: string;
    nameAr: string | null;
    email: string | null;
    userId: string | null;
    roles: Array<string>;
    extraGrants: Array<string>;
    hasSystemAccess: boolean;
    accountStatus: string;
  };
  "PUT /api/hr/employees/{id}/roles": {
    employeeId: string;
    employeeNumber: string;
    name: string;
    nameAr: string | null;
    email: string | null;
    userId: string | null;
    roles: Array<string>;
    extraGrants: Array<string>;
    hasSystemAccess: boolean;
    accountStatus: string;
  };
  "PUT /api/hr/location-settings": {
    officeLatitude: number | null;
    officeLongitude: number | null;
    allowedRadius: number | null;
    workStartTime: string | null;
    workEndTime: string | null;
    lateGraceMinutes: number;
    autoCheckoutEnabled: boolean;
  };
  "PUT /api/platform/landing-content/order": {
    items: Array<Schemas["LandingContent"]>;
  };
  "PUT /api/platform/settings": {
    platformName: string;
    platformNameAr: string;
    supportEmail: string | null;
    supportPhone: string | null;
    defaultPlanCode: string;
    trialDays: number;
    updatedBy: string | null;
    updatedAt: string;
    smtp: {
      configured: boolean;
      host: string | null;
    };
  };
};

export type ApiResponse<K extends keyof ApiResponses> = ApiResponses[K];
