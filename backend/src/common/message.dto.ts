import { ApiProperty } from '@nestjs/swagger';

/** A body that only tells the person what happened (logout, delete, reset). */
export class MessageDto {
  @ApiProperty() message: string;
}
