import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type ContentPageQueryDto, type Paginated, paginated } from '../common/content-query.dto.js';
import { ProductsService } from '../products/products.service.js';
import type { CreateReviewDto, ReviewsQueryDto } from './review.dto.js';
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

const view = (r: ReviewEntity): ReviewView => ({
  _id: String(r.id),
  name: r.name,
  rating: r.rating,
  comment: r.comment,
  product: r.productId === null ? null : String(r.productId),
  createdAt: new Date(r.createdAt).toISOString(),
});

export const REVIEW_RECEIVED = 'Thank you! Your review will appear after approval.';

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly products: ProductsService,
  ) {}

  /** Approved reviews only; never the e-mail. */
  async approved(query: ReviewsQueryDto): Promise<Paginated<ReviewView>> {
    const [rows, total] = await this.reviews.findAndCount({
      where: { approved: true, ...(query.product ? { productId: Number(query.product) } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(rows.map(view), total, query);
  }

  async submit(dto: CreateReviewDto): Promise<{ message: string }> {
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
      approved: false,
      createdAt: new Date(),
      approvedAt: null,
    });
    return { message: REVIEW_RECEIVED };
  }

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

  async approve(id: number): Promise<ReviewView> {
    const review = await this.reviews.findOneBy({ id });
    if (!review) throw new NotFoundException(`Review ${id} not found`);
    if (!review.approved) {
      review.approved = true;
      review.approvedAt = new Date();
      await this.reviews.save(review);
    }
    return view(review);
  }

  async remove(id: number): Promise<{ _id: string; message: string }> {
    const result = await this.reviews.delete({ id });
    if (!result.affected) throw new NotFoundException(`Review ${id} not found`);
    return { _id: String(id), message: 'Review deleted' };
  }
}
