import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, type Repository } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import type { AuditAction } from '../../audit/audit-log.entity.js';
import type { SessionUser } from '../../auth/session-user.js';
import { DEFAULT_LANG, type Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { type ContentPageQueryDto, type Paginated, paginated } from '../common/content-query.dto.js';
import { ProductEntity } from '../products/product.entity.js';
import { ProductsService } from '../products/products.service.js';
import type {
  CreateReviewDto,
  ReviewBulkAction,
  ReviewsAdminQueryDto,
  ReviewsQueryDto,
} from './review.dto.js';
import { ReviewEntity } from './review.entity.js';

export interface ReviewView {
  _id: string;
  name: string;
  rating: number;
  comment: string;
  product: string | null;
  createdAt: string;
}

export interface PendingReviewView extends ReviewView {
  email: string;
}

/** What an admin sees: the e-mail, the approval and the product the review is about (name in `?lang=`). */
export interface AdminReviewView extends PendingReviewView {
  approved: boolean;
  approvedAt: string | null;
  /** Null when the review is about no product, or its product was deleted. */
  productName: string | null;
  productGroup: string | null;
}

const view = (r: ReviewEntity): ReviewView => ({
  _id: String(r.id),
  name: r.name,
  rating: r.rating,
  comment: r.comment,
  product: r.productId === null ? null : String(r.productId),
  createdAt: new Date(r.createdAt).toISOString(),
});

export const REVIEW_RECEIVED = 'Thank you! Your review will appear after approval.';
/** The audit log's name for reviews. */
export const REVIEWS_AUDIT_ENTITY = 'reviews';

/** Whole seconds: MySQL `datetime` keeps no fraction. */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);
const likeLiteral = (text: string) => text.replace(/[!%_]/g, '!$&');

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Approved reviews in the visitor's language only (issue 35); never the e-mail. */
  async approved(query: ReviewsQueryDto, lang: Lang = DEFAULT_LANG): Promise<Paginated<ReviewView>> {
    const [rows, total] = await this.reviews.findAndCount({
      where: {
        approved: true,
        language: lang,
        ...(query.product ? { productId: Number(query.product) } : {}),
      },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(rows.map(view), total, query);
  }

  async submit(dto: CreateReviewDto, lang: Lang = DEFAULT_LANG): Promise<{ message: string }> {
    // Honeypot: a filled `website` is a bot; it gets the same answer and nothing is stored.
    if (dto.website?.trim()) return { message: REVIEW_RECEIVED };
    const productId = dto.product ? Number(dto.product) : null;
    if (productId !== null && !(await this.products.exists(productId))) {
      throw new BadRequestException({
        statusCode: 400,
        message: 'product does not exist',
        error: 'Bad Request',
        fields: { product: ['product does not exist'] },
      });
    }
    await this.reviews.insert({
      name: dto.name,
      email: dto.email,
      rating: dto.rating,
      comment: dto.comment,
      productId,
      language: lang,
      approved: false,
      createdAt: now(),
      approvedAt: null,
    });
    await this.notifications.notify(
      'review',
      `${dto.name} (${dto.email}) rated ${dto.rating}/5 in ${lang}: "${dto.comment.slice(0, 300)}" — waiting for approval in Feedback.`,
    );
    return { message: REVIEW_RECEIVED };
  }

  /** The moderation queue, oldest first. */
  async pending(query: ContentPageQueryDto): Promise<Paginated<PendingReviewView>> {
    const [rows, total] = await this.reviews.findAndCount({
      where: { approved: false },
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(
      rows.map((r) => ({ ...view(r), email: r.email })),
      total,
      query,
    );
  }

  /** Every review for the dashboard: pending first, then newest first. */
  async adminList(query: ReviewsAdminQueryDto, lang: Lang): Promise<Paginated<AdminReviewView>> {
    const qb = this.reviews.createQueryBuilder('r');
    if (query.status) qb.andWhere('r.approved = :approved', { approved: query.status === 'approved' });
    if (query.product) qb.andWhere('r.productId = :product', { product: Number(query.product) });
    const q = query.q?.trim();
    if (q) {
      const params = { q0: `%${likeLiteral(q)}%`, q1: `%${likeLiteral(q.toLowerCase())}%` };
      const ors = ['name', 'email', 'comment'].flatMap((column) =>
        ['q0', 'q1'].map((p) => `r.${column} LIKE :${p} ESCAPE '!'`),
      );
      qb.andWhere(`(${ors.join(' OR ')})`, params);
    }
    const [rows, total] = await qb
      .orderBy('r.approved', 'ASC')
      .addOrderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .skip(query.skip)
      .take(query.pageSize)
      .getManyAndCount();
    const productIds = [...new Set(rows.flatMap((r) => (r.productId === null ? [] : [r.productId])))];
    const products = productIds.length
      ? await this.dataSource.getRepository(ProductEntity).find({
          select: { id: true, name: true, group: true },
          where: { id: In(productIds) },
        })
      : [];
    const byId = new Map(products.map((p) => [p.id, p]));
    return paginated(
      rows.map((r) => {
        const product = r.productId === null ? undefined : byId.get(r.productId);
        return {
          ...view(r),
          email: r.email,
          approved: Boolean(r.approved),
          approvedAt: r.approvedAt ? new Date(r.approvedAt).toISOString() : null,
          productName: product ? translate(product.name, lang) : null,
          productGroup: product ? product.group : null,
        };
      }),
      total,
      query,
    );
  }

  async approve(id: number, user: SessionUser): Promise<ReviewView> {
    await this.bulk('approve', [id], user);
    return view(await this.reviews.findOneByOrFail({ id }));
  }

  async unpublish(id: number, user: SessionUser): Promise<ReviewView> {
    await this.bulk('unpublish', [id], user);
    return view(await this.reviews.findOneByOrFail({ id }));
  }

  async remove(id: number, user: SessionUser): Promise<{ _id: string; message: string }> {
    await this.bulk('reject', [id], user);
    return { _id: String(id), message: 'Review deleted' };
  }

  /**
   * Approves, unpublishes (back to pending) or rejects (deletes) several reviews in one transaction: every id must
   * exist (else 404 naming the missing ones, and nothing changes). One audit row per review that changed; deleting
   * a pending review is recorded as `reject`, an approved one as `delete`.
   */
  async bulk(
    action: ReviewBulkAction,
    ids: readonly number[],
    user: SessionUser,
  ): Promise<{ action: string; ids: string[] }> {
    await this.dataSource.transaction(async (manager) => {
      const found = new Map((await this.lock(manager, ids)).map((review) => [review.id, review]));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) {
        throw new NotFoundException(`Review${missing.length > 1 ? 's' : ''} ${missing.join(', ')} not found`);
      }
      const at = now();
      // In the order asked, so the audit log reads like the request.
      for (const review of ids.map((id) => found.get(id) as ReviewEntity)) {
        let auditAction: AuditAction | undefined;
        if (action === 'approve' && !review.approved) {
          await manager.update(ReviewEntity, { id: review.id }, { approved: true, approvedAt: at });
          auditAction = 'approve';
        } else if (action === 'unpublish' && review.approved) {
          await manager.update(ReviewEntity, { id: review.id }, { approved: false, approvedAt: null });
          auditAction = 'unpublish';
        } else if (action === 'reject') {
          await manager.delete(ReviewEntity, { id: review.id });
          auditAction = review.approved ? 'delete' : 'reject';
        }
        if (auditAction) {
          await this.audit.record(manager, user, {
            action: auditAction,
            entity: REVIEWS_AUDIT_ENTITY,
            entityId: review.id,
            fields: action === 'reject' ? [] : ['approved'],
          });
        }
      }
    });
    return { action, ids: ids.map(String) };
  }

  /** The rows, locked until the transaction ends on MySQL (SQLite runs one write transaction at a time). */
  private lock(manager: EntityManager, ids: readonly number[]): Promise<ReviewEntity[]> {
    return manager.find(ReviewEntity, {
      where: { id: In([...ids]) },
      ...(manager.connection.options.type === 'mysql'
        ? { lock: { mode: 'pessimistic_write' as const } }
        : {}),
    });
  }
}
