import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { adminSessionScheme } from "../lib/endpoint";

/** /api/docs: the OpenAPI document generated from the zod schemas the routes validate with. */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.0.3",
        info: {
          title: "Clutch Academy API",
          version: "1.0.0",
          description:
            "Every call of the Clutch Academy API, generated from the schemas the server validates with (docs/product.md).",
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
            adminSession: adminSessionScheme,
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: "/api/docs/ui",
      staticCSP: true,
      // swagger-ui applies inline styles; it is a developer page with no user data.
      transformStaticCSP: (header) =>
        header
          .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(" upgrade-insecure-requests;", ""),
    });
    app.get("/api/docs", { schema: { hide: true } }, async (_request, reply) =>
      reply.header("cache-control", "no-cache").send(app.swagger()),
    );
  },
  { name: "docs" },
);
