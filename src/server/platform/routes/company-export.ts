// GET /api/company/export: the company admin downloads every record of the company (issue 20),
// read as one moment of the database (a snapshot transaction), and the download is logged.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { access } from '../../http/access';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { fileResponse } from '../../http/openapi';
import { tenantRoute } from '../../http/route';
import { companies } from '../../db/schema';
import { exportCompany, exportDownload, logExport } from '../company-export';

export function companyExportRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/company/export',
      access: access.companyAdmin,
      snapshot: true,
      summary: 'Every record of the company as an Excel workbook (a sheet per table) with its stored files, in one zip; secrets left out',
      responses: { 200: fileResponse('The company’s data', 'application/zip') },
    },
    async (c, { tx, companyId, actor }) => {
      const [company] = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId));
      if (!company) throw notFound();
      const file = await exportCompany(tx, c.get('deps').files, company, new Date());
      await logExport(tx, { companyId, userId: actor.userId, ip: clientIp(c), byPlatform: Boolean(actor.browsing), file });
      return exportDownload(file);
    },
  );
}
