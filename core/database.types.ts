// Generated from supabase/migrations by `npm run db:types` (scripts/generateTypes.ts). Do not edit.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Lets createClient<Database>() pick the PostgREST version without a second type argument.
  __InternalSupabase: {
    PostgrestVersion: "14.1"
  }
  public: {
    Tables: {
      audios: {
        Row: {
          audio_url: string
          cover_art_url: string | null
          created_at: string
          description: string | null
          duration_seconds: number | null
          id: string
          is_published: boolean
          published_at: string | null
          series: string | null
          speaker_id: string | null
          tags: string[]
          title: string
          updated_at: string
        }
        Insert: {
          audio_url: string
          cover_art_url?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          id?: string
          is_published?: boolean
          published_at?: string | null
          series?: string | null
          speaker_id?: string | null
          tags?: string[]
          title: string
          updated_at?: string
        }
        Update: {
          audio_url?: string
          cover_art_url?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          id?: string
          is_published?: boolean
          published_at?: string | null
          series?: string | null
          speaker_id?: string | null
          tags?: string[]
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "audios_speaker_id_fkey"
            columns: ["speaker_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_inquiries: {
        Row: {
          created_at: string
          email: string
          handled: boolean
          id: string
          interest_type: string | null
          message: string
          name: string
          subject: string | null
          website: string | null
        }
        Insert: {
          created_at?: string
          email: string
          handled?: boolean
          id?: string
          interest_type?: string | null
          message: string
          name: string
          subject?: string | null
          website?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          handled?: boolean
          id?: string
          interest_type?: string | null
          message?: string
          name?: string
          subject?: string | null
          website?: string | null
        }
        Relationships: []
      }
      donations: {
        Row: {
          amount: number
          created_at: string
          currency: string
          donation_date: string
          donor_email: string | null
          donor_name: string | null
          id: string
          notes: string | null
          source: string
          status: string
          stripe_payment_intent_id: string | null
          updated_at: string
        }
        Insert: {
          amount: number
          created_at?: string
          currency?: string
          donation_date?: string
          donor_email?: string | null
          donor_name?: string | null
          id?: string
          notes?: string | null
          source?: string
          status?: string
          stripe_payment_intent_id?: string | null
          updated_at?: string
        }
        Update: {
          amount?: number
          created_at?: string
          currency?: string
          donation_date?: string
          donor_email?: string | null
          donor_name?: string | null
          id?: string
          notes?: string | null
          source?: string
          status?: string
          stripe_payment_intent_id?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      events: {
        Row: {
          created_at: string
          description: string
          ends_at: string
          id: string
          image_url: string | null
          is_published: boolean
          location_address: string | null
          location_name: string | null
          online_url: string | null
          published_at: string | null
          recurrence_exceptions: string[]
          recurrence_rule: string | null
          slug: string
          starts_at: string
          time_zone: string
          title: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string
          ends_at: string
          id?: string
          image_url?: string | null
          is_published?: boolean
          location_address?: string | null
          location_name?: string | null
          online_url?: string | null
          published_at?: string | null
          recurrence_exceptions?: string[]
          recurrence_rule?: string | null
          slug: string
          starts_at: string
          time_zone: string
          title: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string
          ends_at?: string
          id?: string
          image_url?: string | null
          is_published?: boolean
          location_address?: string | null
          location_name?: string | null
          online_url?: string | null
          published_at?: string | null
          recurrence_exceptions?: string[]
          recurrence_rule?: string | null
          slug?: string
          starts_at?: string
          time_zone?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      job_applications: {
        Row: {
          city_country: string | null
          closed_at: string | null
          cover_letter_text: string | null
          created_at: string
          cv_path: string
          email: string
          id: string
          name: string
          position_interest: string
          status: string
          updated_at: string
          website: string | null
        }
        Insert: {
          city_country?: string | null
          closed_at?: string | null
          cover_letter_text?: string | null
          created_at?: string
          cv_path: string
          email: string
          id?: string
          name: string
          position_interest: string
          status?: string
          updated_at?: string
          website?: string | null
        }
        Update: {
          city_country?: string | null
          closed_at?: string | null
          cover_letter_text?: string | null
          created_at?: string
          cv_path?: string
          email?: string
          id?: string
          name?: string
          position_interest?: string
          status?: string
          updated_at?: string
          website?: string | null
        }
        Relationships: []
      }
      posts: {
        Row: {
          author_id: string | null
          category: string
          content: string
          created_at: string
          description: string | null
          featured_image_url: string | null
          id: string
          is_published: boolean
          meta_description: string | null
          published_at: string | null
          slug: string
          tags: string[]
          title: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          category?: string
          content?: string
          created_at?: string
          description?: string | null
          featured_image_url?: string | null
          id?: string
          is_published?: boolean
          meta_description?: string | null
          published_at?: string | null
          slug: string
          tags?: string[]
          title: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          category?: string
          content?: string
          created_at?: string
          description?: string | null
          featured_image_url?: string | null
          id?: string
          is_published?: boolean
          meta_description?: string | null
          published_at?: string | null
          slug?: string
          tags?: string[]
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      prayer_requests: {
        Row: {
          created_at: string
          email: string | null
          id: string
          is_prayed_for: boolean
          is_public: boolean
          name: string
          request_text: string
          website: string | null
        }
        Insert: {
          created_at?: string
          email?: string | null
          id?: string
          is_prayed_for?: boolean
          is_public?: boolean
          name: string
          request_text: string
          website?: string | null
        }
        Update: {
          created_at?: string
          email?: string | null
          id?: string
          is_prayed_for?: boolean
          is_public?: boolean
          name?: string
          request_text?: string
          website?: string | null
        }
        Relationships: []
      }
      resources: {
        Row: {
          author_id: string | null
          category: string | null
          created_at: string
          description: string | null
          file_path: string | null
          file_size: number | null
          file_type: string | null
          file_url: string
          id: string
          is_published: boolean
          published_at: string | null
          tags: string[]
          thumbnail_path: string | null
          thumbnail_url: string | null
          title: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          category?: string | null
          created_at?: string
          description?: string | null
          file_path?: string | null
          file_size?: number | null
          file_type?: string | null
          file_url: string
          id?: string
          is_published?: boolean
          published_at?: string | null
          tags?: string[]
          thumbnail_path?: string | null
          thumbnail_url?: string | null
          title: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          category?: string | null
          created_at?: string
          description?: string | null
          file_path?: string | null
          file_size?: number | null
          file_type?: string | null
          file_url?: string
          id?: string
          is_published?: boolean
          published_at?: string | null
          tags?: string[]
          thumbnail_path?: string | null
          thumbnail_url?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "resources_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      security_settings: {
        Row: {
          admins_require_two_factor: boolean
          id: boolean
          updated_at: string
        }
        Insert: {
          admins_require_two_factor?: boolean
          id?: boolean
          updated_at?: string
        }
        Update: {
          admins_require_two_factor?: boolean
          id?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      site_build_status: {
        Row: {
          id: boolean
          last_built_at: string | null
          last_dispatched_at: string | null
          last_error: string | null
          started_at: string | null
          state: string
          updated_at: string
        }
        Insert: {
          id?: boolean
          last_built_at?: string | null
          last_dispatched_at?: string | null
          last_error?: string | null
          started_at?: string | null
          state?: string
          updated_at?: string
        }
        Update: {
          id?: boolean
          last_built_at?: string | null
          last_dispatched_at?: string | null
          last_error?: string | null
          started_at?: string | null
          state?: string
          updated_at?: string
        }
        Relationships: []
      }
      site_rebuild_requests: {
        Row: {
          handled_at: string | null
          id: number
          reason: string
          requested_at: string
        }
        Insert: {
          handled_at?: string | null
          id?: never
          reason: string
          requested_at?: string
        }
        Update: {
          handled_at?: string | null
          id?: never
          reason?: string
          requested_at?: string
        }
        Relationships: []
      }
      subscribers: {
        Row: {
          country: string | null
          created_at: string
          email: string
          id: string
          is_active: boolean
          name: string | null
          subscribed_via: string
          wants_reflections: boolean
          website: string | null
        }
        Insert: {
          country?: string | null
          created_at?: string
          email: string
          id?: string
          is_active?: boolean
          name?: string | null
          subscribed_via?: string
          wants_reflections?: boolean
          website?: string | null
        }
        Update: {
          country?: string | null
          created_at?: string
          email?: string
          id?: string
          is_active?: boolean
          name?: string | null
          subscribed_via?: string
          wants_reflections?: boolean
          website?: string | null
        }
        Relationships: []
      }
      testimonials: {
        Row: {
          country: string
          created_at: string
          email: string | null
          id: string
          is_approved: boolean
          name: string
          photo_url: string | null
          testimonial_text: string
          website: string | null
        }
        Insert: {
          country: string
          created_at?: string
          email?: string | null
          id?: string
          is_approved?: boolean
          name: string
          photo_url?: string | null
          testimonial_text: string
          website?: string | null
        }
        Update: {
          country?: string
          created_at?: string
          email?: string | null
          id?: string
          is_approved?: boolean
          name?: string
          photo_url?: string | null
          testimonial_text?: string
          website?: string | null
        }
        Relationships: []
      }
      users: {
        Row: {
          created_at: string
          email: string | null
          id: string
          role: string | null
        }
        Insert: {
          created_at?: string
          email?: string | null
          id: string
          role?: string | null
        }
        Update: {
          created_at?: string
          email?: string | null
          id?: string
          role?: string | null
        }
        Relationships: []
      }
      videos: {
        Row: {
          author_id: string | null
          created_at: string
          description: string | null
          duration_seconds: number | null
          id: string
          is_published: boolean
          published_at: string | null
          tags: string[]
          thumbnail_url: string | null
          title: string
          updated_at: string
          video_url: string
        }
        Insert: {
          author_id?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          id?: string
          is_published?: boolean
          published_at?: string | null
          tags?: string[]
          thumbnail_url?: string | null
          title: string
          updated_at?: string
          video_url: string
        }
        Update: {
          author_id?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          id?: string
          is_published?: boolean
          published_at?: string | null
          tags?: string[]
          thumbnail_url?: string | null
          title?: string
          updated_at?: string
          video_url?: string
        }
        Relationships: [
          {
            foreignKeyName: "videos_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      visit_daily_counts: {
        Row: {
          day: string
          dimension: string
          hits: number
          value: string
        }
        Insert: {
          day: string
          dimension: string
          hits?: number
          value: string
        }
        Update: {
          day?: string
          dimension?: string
          hits?: number
          value?: string
        }
        Relationships: []
      }
      visit_daily_totals: {
        Row: {
          day: string
          views: number
          visitors: number
        }
        Insert: {
          day: string
          views?: number
          visitors?: number
        }
        Update: {
          day?: string
          views?: number
          visitors?: number
        }
        Relationships: []
      }
    }
    Views: {
      testimonials_for_review: {
        Row: {
          country: string | null
          created_at: string | null
          email: string | null
          id: string | null
          is_approved: boolean | null
          name: string | null
          photo_url: string | null
          testimonial_text: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      record_page_view: {
        Args: { path: string; referrer?: string; screen_width?: number; teaching?: string }
        Returns: undefined
      }
      record_teaching_open: {
        Args: { teaching: string; path: string }
        Returns: undefined
      }
      visit_ranking: {
        Args: { days: number; dimension: string; top?: number }
        Returns: { value: string; hits: number; title: string }[]
      }
      visit_totals: {
        Args: { days: number }
        Returns: { day: string; views: number; visitors: number }[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
