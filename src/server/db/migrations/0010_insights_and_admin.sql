CREATE TABLE "admin_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_access_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"complexity" text NOT NULL,
	"ambiguity_level" text NOT NULL,
	"prompt" text NOT NULL,
	"constraints" text[] DEFAULT '{}'::text[] NOT NULL,
	"recipe" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"structural_scores" jsonb,
	"judge_scores" jsonb,
	"unjudged_reason" text,
	"error" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"started_by_user_id" text,
	"started_by_role" text NOT NULL,
	"case_count" integer NOT NULL,
	"phase" text DEFAULT 'generating_tests' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"case_source" text,
	"judge" text,
	"error" text,
	"report" jsonb,
	"overall_score" double precision,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_metrics" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"source" text NOT NULL,
	"chat_id" text,
	"message_id" text,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"first_token_ms" integer,
	"total_ms" integer NOT NULL,
	"tokens_in" integer DEFAULT 0 NOT NULL,
	"tokens_out" integer DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL,
	"error_class" text,
	"retries" smallint DEFAULT 0 NOT NULL,
	"quality_score" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_rollups" (
	"scope" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"generations" integer DEFAULT 0 NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"tokens_in" integer DEFAULT 0 NOT NULL,
	"tokens_out" integer DEFAULT 0 NOT NULL,
	"total_ms_buckets" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"first_token_ms_buckets" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"feedback_good" integer DEFAULT 0 NOT NULL,
	"feedback_bad" integer DEFAULT 0 NOT NULL,
	"actions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quality_sum" double precision DEFAULT 0 NOT NULL,
	"quality_count" integer DEFAULT 0 NOT NULL,
	"error_classes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "generation_rollups_scope_hour_pk" PRIMARY KEY("scope","hour")
);
--> statement-breakpoint
CREATE TABLE "improvement_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"owner_key" text NOT NULL,
	"priority" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"expected_impact" text NOT NULL,
	"target_metrics" text[] DEFAULT '{}'::text[] NOT NULL,
	"implementation_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation_decision" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_cases" ADD CONSTRAINT "evaluation_cases_run_id_evaluation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."evaluation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_runs" ADD CONSTRAINT "evaluation_runs_started_by_user_id_user_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sessions" ADD CONSTRAINT "evaluation_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_actions" ADD CONSTRAINT "generation_actions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_metrics" ADD CONSTRAINT "generation_metrics_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_actions" ADD CONSTRAINT "improvement_actions_run_id_evaluation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."evaluation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "evaluation_access_attempts_ip_idx" ON "evaluation_access_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "evaluation_cases_run_idx" ON "evaluation_cases" USING btree ("run_id","position");--> statement-breakpoint
CREATE INDEX "evaluation_runs_created_idx" ON "evaluation_runs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "generation_actions_created_idx" ON "generation_actions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "generation_actions_message_idx" ON "generation_actions" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "generation_metrics_started_idx" ON "generation_metrics" USING btree ("started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "generation_metrics_user_started_idx" ON "generation_metrics" USING btree ("user_id","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "generation_metrics_message_idx" ON "generation_metrics" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "improvement_actions_owner_run_idx" ON "improvement_actions" USING btree ("owner_key","run_id");