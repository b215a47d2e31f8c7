import type { ServiceStatus } from '@changas/shared/contracts';
import type { ServiceDetails } from './service-details';
import { buildSearchText } from './service-search';

export interface ServiceProps extends ServiceDetails {
  readonly id: number;
  readonly providerId: number;
  readonly status: ServiceStatus;
  /** Kept by the reputation context's rating summary; 0 until the first review. */
  readonly averageRating: number;
  readonly ratingsCount: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Set once the owner deletes it: the row stays so appointments and reviews keep their service. */
  readonly deletedAt: Date | null;
}

/** The summary of a service's reviews, which the reputation context computes and the catalog shows. */
export interface ServiceRating {
  /** One decimal, 0 without reviews. */
  readonly averageRating: number;
  readonly ratingsCount: number;
}

/** A service not stored yet: the database gives it its id. */
export type NewService = Omit<ServiceProps, 'id'>;

/** The text a service is found by, from its details. */
export const searchTextOf = ({ title, description, category, zones }: ServiceDetails): string =>
  buildSearchText({ title, description, categoryName: category.name, zones });

/** A service a user offers (spec section 3); any user may publish, only its provider changes it. */
export class Service {
  private constructor(private props: ServiceProps) {}

  /** A new service is active at once, with no ratings. */
  static create(providerId: number, details: ServiceDetails, now: Date): NewService {
    return {
      ...details,
      providerId,
      status: 'active',
      averageRating: 0,
      ratingsCount: 0,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
  }

  /**
   * Keeps `props` as given: they are read-only, and each change below replaces them with a new object. A
   * listing restores nine services per page, so a defensive copy would be nine object clones per search.
   */
  static restore(props: ServiceProps): Service {
    return new Service(props);
  }

  get id(): number {
    return this.props.id;
  }

  get providerId(): number {
    return this.props.providerId;
  }

  get status(): ServiceStatus {
    return this.props.status;
  }

  get isActive(): boolean {
    return this.props.status === 'active';
  }

  get isDeleted(): boolean {
    return this.props.deletedAt !== null;
  }

  get searchText(): string {
    return searchTextOf(this.props);
  }

  /** Every change replaces the props and none writes into them, so the current ones are already a snapshot. */
  toProps(): ServiceProps {
    return this.props;
  }

  isOwnedBy(userId: number | undefined): boolean {
    return userId === this.props.providerId;
  }

  /** Anyone sees an active service; an inactive one only its provider. */
  isVisibleTo(viewerId: number | undefined): boolean {
    return this.isActive || this.isOwnedBy(viewerId);
  }

  update(details: ServiceDetails, now: Date): void {
    this.props = { ...this.props, ...details, updatedAt: now };
  }

  activate(now: Date): void {
    this.changeStatus('active', now);
  }

  deactivate(now: Date): void {
    this.changeStatus('inactive', now);
  }

  toggleStatus(now: Date): void {
    this.changeStatus(this.isActive ? 'inactive' : 'active', now);
  }

  softDelete(now: Date): void {
    if (this.isDeleted) return;
    this.props = { ...this.props, deletedAt: now, updatedAt: now };
  }

  private changeStatus(status: ServiceStatus, now: Date): void {
    if (status === this.props.status) return;
    this.props = { ...this.props, status, updatedAt: now };
  }
}
