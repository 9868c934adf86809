// /hr/employees: list, read, create and edit employee records (spec §3, HR issue).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { forbidden, notFound } from '../../../server/http/errors';
import { tenantRoute } from '../../../server/http/route';
import { jsonResponse } from '../../../server/http/openapi';
import type { Tx } from '../../../server/db/client';
import { employees } from '../../../server/db/schema';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { toMoney } from '../../../core/money';
import { companyContext } from '../../../server/http/fields';
import { checkPermission, seesColleaguesRecords } from '../../../core/permissions';
import { accessSubject, type Actor } from '../../../server/tenancy/actor';
import { employeeInput, employeeOut, employeePatch, employeeSeen, listQuery, toDirectoryEntry, toEmployeeOut } from './employee-schemas';
import { ownEmployee } from './attendance-service';

const idParam = z.object({ id: z.string().uuid('not_found') });

/** Each record as this reader may see it: in full for HR managers and for oneself, else the directory. */
async function viewFor(tx: Tx, actor: Actor) {
  if (seesColleaguesRecords(accessSubject(actor), 'employees')) return { full: true, show: toEmployeeOut };
  const ownId = (await ownEmployee(tx, actor))?.id;
  return { full: false, show: (e: typeof employees.$inferSelect) => (e.id === ownId ? toEmployeeOut(e) : toDirectoryEntry(e)) };
}

/** Rounds an amount to the company currency's decimals (KWD 3, QAR 0 …), naming the field otherwise. */
async function money(tx: Tx, field: string, value: string): Promise<string> {
  return toMoney(field, value, (await companyContext(tx)).currency);
}

export function employeesRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/employees',
      access: access.permission('hr.employees.read'),
      summary: 'Employees: search by name (Arabic or English), number, phone, email; filter; paginate. Colleagues come as directory entries unless the reader manages HR or payroll',
      request: { query: listQuery },
      responses: { 200: jsonResponse(z.object({ items: z.array(employeeSeen), total: z.number(), page: z.number(), pageSize: z.number() }), 'Employees') },
    },
    async (c, { tx, actor }) => {
      const q = c.req.valid('query');
      const view = await viewFor(tx, actor);
      const where: SQL[] = [];
      if (q.status !== 'all') where.push(eq(employees.isActive, q.status === 'active'));
      if (q.department) where.push(or(eq(employees.department, q.department), eq(employees.departmentAr, q.department))!);
      if (q.search) {
        const like = `%${q.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
        // A directory reader searches what the directory shows: a phone or national ID typed in
        // must not reveal whose it is.
        const directory = [employees.firstName, employees.lastName, employees.firstNameAr, employees.lastNameAr, employees.employeeNumber, employees.email];
        const cols = view.full ? [...directory, employees.phone, employees.nationalId] : directory;
        where.push(or(...cols.map((col) => ilike(col, like)))!);
      }
      const filter = where.length ? and(...where) : undefined;
      const offset = (q.page - 1) * q.pageSize;
      // One row more than the page: when it does not come back this is the last page and the
      // total is known without a count (most companies' lists fit in one page).
      const rows = await tx
        .select()
        .from(employees)
        .where(filter)
        .orderBy(asc(employees.employeeNumber))
        .limit(q.pageSize + 1)
        .offset(offset);
      const lastPage = rows.length <= q.pageSize && (rows.length > 0 || offset === 0);
      const total = lastPage ? offset + rows.length : ((await tx.select({ n: count() }).from(employees).where(filter))[0]?.n ?? 0);
      return c.json({ items: rows.slice(0, q.pageSize).map(view.show), total, page: q.page, pageSize: q.pageSize }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/employees/{id}',
      // Everyone may read their own record in full; others' need hr.employees.read.
      access: access.member,
      summary: 'One employee: in full for HR managers and oneself, a directory entry for other readers',
      request: { params: idParam },
      responses: { 200: jsonResponse(employeeSeen, 'Employee') },
    },
    async (c, { tx, actor }) => {
      const [row] = await tx.select().from(employees).where(eq(employees.id, c.req.valid('param').id));
      if (!row) throw notFound();
      const view = await viewFor(tx, actor);
      const shown = view.show(row);
      if (shown.view === 'directory' && !checkPermission(accessSubject(actor), 'hr.employees.read').ok) throw forbidden();
      return c.json(shown, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/hr/employees',
      access: access.permission('hr.employees.write'),
      summary: 'Create an employee (number from the company sequence)',
      request: { body: { content: { 'application/json': { schema: employeeInput } }, required: true } },
      responses: { 201: jsonResponse(employeeOut, 'Created') },
    },
    async (c, { tx, companyId, actor }) => {
      const input = c.req.valid('json');
      const [row] = await tx
        .insert(employees)
        .values({
          ...input,
          companyId,
          employeeNumber: formatNumber('EMP', await nextNumber(tx, companyId, 'employee')),
          basicSalary: await money(tx, 'basicSalary', input.basicSalary),
          allowances: await money(tx, 'allowances', input.allowances ?? '0'),
          createdBy: actor.userId,
        })
        .returning();
      return c.json(toEmployeeOut(row!), 201);
    },
  );

  tenantRoute(
    app,
    {
      method: 'patch',
      path: '/api/hr/employees/{id}',
      access: access.permission('hr.employees.write'),
      summary: 'Edit an employee',
      request: { params: idParam, body: { content: { 'application/json': { schema: employeePatch } }, required: true } },
      responses: { 200: jsonResponse(employeeOut, 'Employee') },
    },
    async (c, { tx }) => {
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const values = {
        ...patch,
        ...(patch.basicSalary !== undefined ? { basicSalary: await money(tx, 'basicSalary', patch.basicSalary) } : {}),
        ...(patch.allowances !== undefined ? { allowances: await money(tx, 'allowances', patch.allowances) } : {}),
        updatedAt: new Date(),
      };
      const [row] = await tx.update(employees).set(values).where(eq(employees.id, id)).returning();
      if (!row) throw notFound();
      return c.json(toEmployeeOut(row), 200);
    },
  );
}
