import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('seed_runs')
export class SeedRunEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'applied_at', type: 'datetime' })
  appliedAt: Date;
}
