import {
  type Field,
  type ListField,
  optionsOf,
  type ResourceId,
  type RichTextField,
  resource,
  type TextField,
  type TextListField,
} from '@aurinko/contract/resources';
import type { Type as Class } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsVideoAddress } from '../content/videos/video-address.js';
import { FocalPointInput } from './focal-point.js';
import {
  DateInput,
  LanguageInput,
  LinkInput,
  RichTextInput,
  StudioInputDto,
  TranslatedInput,
  TranslatedListInput,
  TranslatedRichTextInput,
} from './studio-input.js';

/**
 * The studio's body classes, built from the contract's field declarations (`@aurinko/contract/resources`): one
 * class-validator class per resource, so the project's one validation pipe answers its 400s as for every other body
 * (`{fields: {<name>: [...]}}`, the first failure of each field). Each kind of field registers its checks in a fixed
 * order — the order decides which message a wrong value gets — the same order the hand-written DTOs had.
 */

type Decorate = (target: object, key: string) => void;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value;

/** Applies decorators in registration order (the order their checks run). */
function apply(target: object, key: string, decorators: readonly Decorate[]): void {
  for (const decorate of decorators) decorate(target, key);
}

const asDecorate = (decorator: PropertyDecorator): Decorate => decorator as Decorate;

function textDecorators(field: TextField): Decorate[] {
  const decorators: Decorate[] = [];
  const pattern = field.pattern ? new RegExp(field.pattern) : undefined;
  const matches = pattern && asDecorate(Matches(pattern, { message: field.patternMessage }));
  // A pattern-only field reports its pattern for any wrong value (a missing key included); otherwise the type first.
  if (matches && field.maxLength === undefined) decorators.push(matches);
  decorators.push(asDecorate(IsString()));
  if (field.notBlankMessage) decorators.push(asDecorate(Matches(/\S/, { message: field.notBlankMessage })));
  if (field.maxLength !== undefined) decorators.push(asDecorate(MaxLength(field.maxLength)));
  if (field.format === 'video-address') decorators.push(asDecorate(IsVideoAddress()));
  if (matches && field.maxLength !== undefined) decorators.push(matches);
  if (field.trim) decorators.push(asDecorate(Transform(trim)));
  decorators.push(
    asDecorate(
      (field.required ? ApiProperty : ApiPropertyOptional)({
        type: String,
        ...(field.maxLength ? { maxLength: field.maxLength } : {}),
        ...(field.pattern ? { pattern: field.pattern } : {}),
      }),
    ),
  );
  if (!field.required) decorators.push(asDecorate(IsOptional()));
  return decorators;
}

function textListDecorators(field: TextListField): Decorate[] {
  const each = { each: true } as const;
  return [
    asDecorate(IsArray()),
    ...(field.minItems
      ? [
          asDecorate(
            ArrayMinSize(field.minItems, field.minItemsMessage ? { message: field.minItemsMessage } : {}),
          ),
        ]
      : []),
    asDecorate(ArrayMaxSize(field.maxItems)),
    asDecorate(IsString(each)),
    ...(field.notBlankMessage
      ? [asDecorate(Matches(/\S/, { each: true, message: field.notBlankMessage }))]
      : []),
    asDecorate(MaxLength(field.maxLength, each)),
    ...(field.trim ? [asDecorate(Transform(trimEach))] : []),
    asDecorate(
      ApiProperty({
        type: [String],
        ...(field.minItems ? { minItems: field.minItems } : {}),
        maxItems: field.maxItems,
      }),
    ),
  ];
}

/** The class of one item of a translated list (a blog section), named after the resource and field. */
function itemClass(
  name: string,
  item: Readonly<Record<string, TextField | TextListField | RichTextField>>,
): Class<object> {
  class Item {}
  Object.defineProperty(Item, 'name', { value: name });
  for (const [key, field] of Object.entries(item)) {
    apply(
      Item.prototype,
      key,
      field.type === 'textList'
        ? textListDecorators(field)
        : field.type === 'richText'
          ? [asDecorate(RichTextInput(field))]
          : textDecorators(field),
    );
  }
  return Item;
}

/** The class of one item of a plain list (a pack size): its number and enum fields. */
function listItemClass(name: string, field: ListField): Class<object> {
  class Item {}
  Object.defineProperty(Item, 'name', { value: name });
  for (const [key, itemField] of Object.entries(field.item)) {
    apply(Item.prototype, key, fieldDecorators(name, key, itemField));
  }
  return Item;
}

const pascal = (text: string) =>
  text.replace(/(^|[-_])([a-z])/g, (_match, _separator, letter: string) => letter.toUpperCase());

function fieldDecorators(resourceName: string, name: string, field: Field): Decorate[] {
  switch (field.type) {
    case 'translated':
      return [asDecorate(TranslatedInput(field.maxLength))];
    case 'translatedRichText':
      return [
        asDecorate(
          TranslatedRichTextInput(name, field.maxLength, `${resourceName}${pascal(name)}ByLanguage`),
        ),
      ];
    case 'translatedList':
      return [
        asDecorate(
          TranslatedListInput(itemClass(`${resourceName}${pascal(name)}Item`, field.item), field.maxItems),
        ),
      ];
    case 'text':
      return textDecorators(field);
    case 'enum': {
      const options = [...optionsOf(field)];
      return [
        asDecorate(
          (field.required ? ApiProperty : ApiPropertyOptional)({
            enum: options.filter((option) => option !== '').length > 0 ? options : undefined,
          }),
        ),
        ...(field.required ? [] : [asDecorate(IsOptional())]),
        asDecorate(
          IsIn(options, { message: field.message ?? `${name} must be one of: ${options.join(', ')}` }),
        ),
      ];
    }
    case 'integer':
      return [
        asDecorate(
          (field.required ? ApiProperty : ApiPropertyOptional)({
            type: 'integer',
            minimum: field.minimum,
            maximum: field.maximum,
          }),
        ),
        ...(field.required ? [] : [asDecorate(IsOptional())]),
        asDecorate(IsInt()),
        asDecorate(Max(field.maximum)),
        asDecorate(Min(field.minimum)),
      ];
    case 'number':
      return [
        asDecorate(
          (field.required ? ApiProperty : ApiPropertyOptional)({
            type: 'number',
            minimum: field.minimum,
            maximum: field.maximum,
          }),
        ),
        ...(field.required ? [] : [asDecorate(IsOptional())]),
        asDecorate(
          IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${name} must be a number` }),
        ),
        asDecorate(Max(field.maximum)),
        asDecorate(Min(field.minimum)),
      ];
    case 'list': {
      const item = listItemClass(`${resourceName}${pascal(name)}Item`, field);
      return [
        asDecorate(
          (field.required ? ApiProperty : ApiPropertyOptional)({ type: [item], maxItems: field.maxItems }),
        ),
        ...(field.required ? [] : [asDecorate(IsOptional())]),
        // Checked in the order registered: an array, then its size, then each item (errors name `packSizes.0.unit`).
        asDecorate(IsArray({ message: `${name} must be a list` })),
        asDecorate(ArrayMaxSize(field.maxItems)),
        asDecorate(ValidateNested({ each: true })),
        asDecorate(Type(() => item)),
      ];
    }
    case 'date':
      return [asDecorate(DateInput({ optional: !field.required }))];
    case 'link':
      return [asDecorate(LinkInput())];
    case 'language':
      return [asDecorate(LanguageInput())];
    case 'focalPoint':
      return [asDecorate(FocalPointInput())];
    case 'boolean':
    case 'file':
      // `published` is StudioInputDto's; files are uploaded on their own routes, never in the body.
      return [];
  }
}

export interface StudioDtos {
  createDto: Class<object>;
  updateDto: Class<object>;
}

/** The POST and PUT body classes of a resource, from its contract declaration. */
export function studioDtos(id: ResourceId): StudioDtos {
  const declaration = resource(id);
  const className = pascal(id);
  class CreateDto extends StudioInputDto {}
  Object.defineProperty(CreateDto, 'name', { value: `${className}InputDto` });
  for (const [name, field] of Object.entries(declaration.fields)) {
    apply(CreateDto.prototype, name, fieldDecorators(className, name, field));
  }
  const immutable = Object.entries(declaration.fields)
    .filter(([, field]) => field.immutable)
    .map(([name]) => name);
  const base = immutable.length > 0 ? OmitType(CreateDto, immutable as never[]) : CreateDto;
  class UpdateDto extends PartialType(base as Class<object>) {}
  Object.defineProperty(UpdateDto, 'name', { value: `${className}UpdateDto` });
  return { createDto: CreateDto, updateDto: UpdateDto };
}
