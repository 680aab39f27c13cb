// The contract's operations, answered by the areas: each area registers its handlers
// (modules/index.ts), and the router authenticates and role-checks every call (x-roles), runs the
// input guard, and validates requests and answers; answers that break the contract are collected
// in `violations`. Validators compile on first use; in production the rest compile once the server
// listens, in small steps, so the first call of each operation is not the one that pays.
import fp from 'fastify-plugin';
import type { AreaModule } from '../context';
import { registerInputGuard } from '../http/input-guard';
import { registerOperations, type ContractViolation, type Handlers } from '../http/router';
import { UploadGate } from '../http/uploads';

export interface AreasOptions {
  modules: AreaModule[];
  violations: ContractViolation[];
}

export const areasPlugin = fp<AreasOptions>(
  async (app, { modules, violations }) => {
    const { ctx } = app;
    const { contract, config } = ctx;
    const handlers: Handlers = {};
    // The same table read by any id (an area's keys are strings at run time).
    const taken: Partial<Record<string, unknown>> = handlers;
    for (const m of modules) {
      const area = await m.register(ctx);
      for (const id of Object.keys(area)) {
        if (taken[id]) throw new Error(`operation ${id} has two handlers (module ${m.name})`);
        if (!contract.byId.has(id)) app.log.warn(`module ${m.name}: ${id} is not in the contract`);
      }
      Object.assign(handlers, area);
    }

    registerInputGuard(app);
    registerOperations(app, {
      contract,
      tokens: ctx.tokens,
      handlers,
      responseValidation: config.responseValidation,
      maxFileBytes: config.maxImageBytes,
      uploads: new UploadGate(config.dataDir, () => ctx.now().getTime()),
      onViolation: (v) => violations.push(v),
      publicReads: ctx.reads.cache<string>(),
      clock: () => ctx.now().getTime(),
    });

    if (config.env === 'production') {
      app.addHook('onListen', async () => {
        const known = contract.warnings.length;
        void contract.warm().then(() => {
          for (const w of contract.warnings.slice(known)) app.log.warn(`contract: ${w}`);
        });
      });
    }
  },
  { name: 'campus-areas', dependencies: ['campus-database'] },
);
