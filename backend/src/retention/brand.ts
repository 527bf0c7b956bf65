import type { EntityManager } from 'typeorm';
import { DEFAULT_BRAND_COLOR, officerName } from '../loan-officers/loan-officers.service.js';
import type { MailBrand } from './mail/mjml.js';

/** The officer's brand for mail (name, company, NMLS id, contact, photo, colour). */
export async function mailBrandOf(manager: EntityManager, officerId: string): Promise<MailBrand> {
  const [row] = await manager.query(
    `SELECT u.email, u.phone, u.full_name, u.first_name, u.last_name, b.company_name, b.nmls_id, b.photo_url, b.primary_color
       FROM users u LEFT JOIN loan_officer_brands b ON b.user_id = u.id WHERE u.id = $1`,
    [officerId],
  );
  if (!row) throw new Error(`No officer ${officerId}`);
  return {
    officerName: officerName({ fullName: row.full_name, firstName: row.first_name, lastName: row.last_name, email: row.email }),
    companyName: row.company_name,
    nmlsId: row.nmls_id,
    email: row.email,
    phone: row.phone,
    photoUrl: row.photo_url,
    color: row.primary_color || DEFAULT_BRAND_COLOR,
  };
}
