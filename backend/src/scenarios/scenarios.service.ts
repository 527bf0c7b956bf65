import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MAX_SCENARIOS, type SavedOffer } from '@homewise/contracts';
import { DomainError } from '../common/errors/domain-error.js';
import type { CreateScenarioDto, UpdateScenarioDto } from './scenario.dto.js';
import { RefinanceScenarioEntity } from './scenario.entity.js';

function toScenario(s: RefinanceScenarioEntity): SavedOffer {
  return {
    id: s.id,
    name: s.name,
    newRate: s.newRate,
    newTermYears: s.newTermYears,
    closingCosts: s.closingCosts,
    points: s.points,
    lenderCredit: s.lenderCredit,
    cashOut: s.cashOut,
    rollClosingCosts: s.rollClosingCosts,
    createdAt: new Date(s.createdAt).toISOString(),
    updatedAt: new Date(s.updatedAt).toISOString(),
  };
}

/** Each user's saved offers: only their own are listed, changed or deleted (someone else's id is "not found"). */
@Injectable()
export class ScenariosService {
  constructor(private readonly dataSource: DataSource) {}

  private get scenarios() {
    return this.dataSource.getRepository(RefinanceScenarioEntity);
  }

  async list(userId: string): Promise<SavedOffer[]> {
    return (await this.scenarios.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } })).map(toScenario);
  }

  /**
   * Saves an offer, at most MAX_SCENARIOS a user. The user's row is locked while counting, so two
   * saves at once cannot both pass the count.
   */
  async create(userId: string, input: CreateScenarioDto): Promise<SavedOffer> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const count = await manager.getRepository(RefinanceScenarioEntity).countBy({ userId });
      if (count >= MAX_SCENARIOS) throw new DomainError('SCENARIO_LIMIT');
      const repository = manager.getRepository(RefinanceScenarioEntity);
      const saved = await repository.save(repository.create({ ...input, userId }));
      return toScenario(await repository.findOneByOrFail({ id: saved.id }));
    });
  }

  async update(userId: string, id: string, input: UpdateScenarioDto): Promise<SavedOffer> {
    const scenario = await this.scenarios.findOneBy({ id, userId });
    if (!scenario) throw new DomainError('SCENARIO_NOT_FOUND');
    Object.assign(scenario, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)));
    return toScenario(await this.scenarios.save(scenario));
  }

  async remove(userId: string, id: string): Promise<void> {
    const result = await this.scenarios.delete({ id, userId });
    if (!result.affected) throw new DomainError('SCENARIO_NOT_FOUND');
  }
}
