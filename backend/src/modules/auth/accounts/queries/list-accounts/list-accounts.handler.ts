import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sqlOrderBy, type ListPage } from '../../../../../common/simple-rest/index.js';
import type { OpsAccountView } from '../../account-view.js';
import { ListAccountsQuery } from './list-accounts.query.js';

const COLUMNS = {
  id: 'id',
  username: 'username',
  display_name: 'lower(display_name)',
  role: 'role',
  active: 'active',
  last_sign_in_at: 'last_sign_in_at',
  created_at: 'created_at',
};

interface Row {
  id: number;
  username: string;
  display_name: string;
  role: OpsAccountView['role'];
  active: boolean;
  totp_enabled: boolean;
  last_sign_in_at: Date | null;
  created_at: Date;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@QueryHandler(ListAccountsQuery)
export class ListAccountsHandler implements IQueryHandler<ListAccountsQuery, ListPage<OpsAccountView>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ list }: ListAccountsQuery): Promise<ListPage<OpsAccountView>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const { q, role, active, id } = list.filter;
    if (q) {
      where.push('(username ilike ? or display_name ilike ?)');
      params.push(likePattern(q), likePattern(q));
    }
    // An array binding becomes a list of parameters: `in (?)` -> in ($1, $2 …); an empty list matches nothing.
    if (role) {
      where.push(role.length ? 'role in (?)' : 'false');
      if (role.length) params.push(role);
    }
    if (active !== undefined) {
      where.push('active = ?');
      params.push(active);
    }
    if (id) {
      where.push(id.length ? 'id in (?)' : 'false');
      if (id.length) params.push(id);
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.em.execute<Row[]>(
        `select id, username, display_name, role, active, totp_enabled, last_sign_in_at, created_at
         from ops_account ${whereSql} ${sqlOrderBy(list.sort, COLUMNS)} limit ? offset ?`,
        [...params, list.limit, list.offset],
      ),
      this.em.execute<{ total: number }[]>(`select count(*)::int as total from ops_account ${whereSql}`, params),
    ]);
    return {
      rows: rows.map((row) => ({
        ...row,
        last_sign_in_at: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
        created_at: new Date(row.created_at).toISOString(),
        sign_in_slowed_until: null,
      })),
      total,
    };
  }
}
