import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { publicRows } from '../../studio/drafts/public-rows.js';
import { FacultyMemberEntity } from './faculty-member.entity.js';

export interface FacultyMemberView {
  _id: string;
  name: string;
  designation: string;
  bio: string;
  photo: string | null;
}

@Injectable()
export class FacultyService {
  constructor(
    @InjectRepository(FacultyMemberEntity) private readonly members: Repository<FacultyMemberEntity>,
  ) {}

  async list(lang: Lang): Promise<FacultyMemberView[]> {
    const rows = await publicRows(this.members).find({
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
    return rows.map((m) => ({
      _id: String(m.id),
      name: translate(m.name, lang),
      designation: translate(m.designation, lang),
      bio: translate(m.bio, lang),
      photo: m.photo,
    }));
  }
}
