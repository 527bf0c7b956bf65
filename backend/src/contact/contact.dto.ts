import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ContactRequest, ContactResponse } from '@homewise/contracts';
import { NormalizeEmail, Trim } from '../common/dto.js';

export class ContactDto implements ContactRequest {
  @ApiProperty({ example: 'Jane Doe' })
  @Trim()
  @IsNotEmpty({ message: 'Full name is required.' })
  @IsString({ message: 'Full name must be text.' })
  @MaxLength(200, { message: 'Full name must be at most 200 characters long.' })
  name: string;

  @ApiProperty({ example: 'jane@example.com' })
  @NormalizeEmail()
  @IsNotEmpty({ message: 'Email address is required.' })
  @IsEmail({}, { message: 'Email address must be a valid email address.' })
  @MaxLength(254, { message: 'Email address must be at most 254 characters long.' })
  email: string;

  @ApiProperty({ example: 'How do I record an extra payment?' })
  @Trim()
  @IsNotEmpty({ message: 'Message is required.' })
  @IsString({ message: 'Message must be text.' })
  @MaxLength(5000, { message: 'Message must be at most 5000 characters long.' })
  message: string;
}

export class ContactResponseDto implements ContactResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() message: string;
}
